import { Code, type ResponseOf } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteFields, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// What the console needs to offer only what works and to say what it shows.
describeOnEngines("site page hints", (engine) => {
  const server = useServer(engine, {}, { maxSiteDepth: 2 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = (
      await createTestOrg(server().app.vms.database.db, "Depth Co", [
        { email: "admin@depth.test", role: "orgAdmin" },
        { email: "kim@depth.test", role: "ordinaryUser" },
      ])
    ).userIds;
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

  it("§2 /orgManagement/user/detail: the grant candidates name the user they are for", async () => {
    const { admin } = await signIn(api, "depth.test", ["admin"]);
    const kim = ids["kim@depth.test"]!;
    const candidates = await steps.ok<ResponseOf<"/site/candidate/list">>("/site/candidate/list", { userId: kim }, admin);
    expect(candidates.user).toEqual({ userId: kim, userName: "kim", email: "kim@depth.test" });
  });
});
