import { Code, type ResponseOf } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteFields, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

describeOnEngines("site depth limit in the tree", (engine) => {
  const server = useServer(engine, {}, { maxSiteDepth: 2 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Depth Co", [{ email: "admin@depth.test", role: "orgAdmin" }]);
  });

  it("§8 33823: the tree names the deepest level, so 'add sub-site' is offered only where the server takes one", async () => {
    const { admin } = await signIn(api, "depth.test", ["admin"]);
    const top = await steps.addSite(admin, "Top");
    const leaf = await steps.addSite(admin, "Leaf", top);
    const tree = await steps.ok<ResponseOf<"/user/site/tree">>("/user/site/tree", {}, admin);
    expect(tree.maxDepth).toBe(2);
    const leafNode = tree.list[0]!.children[0]!;
    expect(leafNode).toMatchObject({ siteId: leaf, depth: 2 });
    expect((await api.call("/site/add", { ...siteFields("Too deep"), parentId: leaf }, admin)).code).toBe(Code.SITE_DEPTH_MAX);
  });
});
