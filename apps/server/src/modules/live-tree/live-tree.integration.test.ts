import type { LoginResult, ReportedChannel, TreeSite } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const channel = (chlIndex: number, online = true, configured = true): ReportedChannel => ({
  chlIndex, number: chlIndex, name: `Cam ${chlIndex}`, configured, online, enabled: true, supportFun: ["ptz"], mainStream: null, subStream: null,
});
type Status = { list: Array<{ sn: string; chlIndex: number; status: number }> };

// Spec §2 Live tree, §7 /merchant-site-chl/list and /collection/chl/status; decision 0003 visibility.
describeOnEngines("live tree", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let a: Record<"admin" | "live", LoginResult>;
  let b: LoginResult;
  const site: Record<string, string> = {};

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const orgA = await createTestOrg(db, "Tree Co", [{ email: "admin@tree.test", role: "orgAdmin" }, { email: "live@tree.test", role: "liveOnlyViewer" }]);
    await createTestOrg(db, "Other Tree Co", [{ email: "admin@other-tree.test", role: "orgAdmin" }]);
    a = await signIn(api, "tree.test", ["admin", "live"]);
    b = (await signIn(api, "other-tree.test", ["admin"])).admin;
    site.north = await steps.addSite(a.admin, "North");
    site.store = await steps.addSite(a.admin, "Store", site.north);
    site.south = await steps.addSite(a.admin, "South");
    site.beta = await steps.addSite(b, "Beta");
    await steps.bind(a.admin, site.store, { sn: "TREE-NVR-1", devType: 2, channels: [channel(1), channel(2, false), channel(3, true, false)] }, "Store NVR");
    await steps.bind(a.admin, site.south, { sn: "TREE-IPC-2" });
    await steps.bind(b, site.beta, { sn: "BETA-IPC-9" });
    await steps.grant(a.admin, orgA.userIds["live@tree.test"]!, [{ siteId: site.store, role: "LIVE_ONLY_VIEWER" }]);
  });

  const tree = async (session: LoginResult) => (await steps.ok<{ list: TreeSite[] }>("/merchant-site-chl/list", {}, session)).list;

  it("§2: the administrator's tree holds every site of the organization with devices, configured channels and states", async () => {
    const list = await tree(a.admin);
    expect(list.map((s) => s.siteName).sort()).toEqual(["North", "South", "Store"]);
    const store = list.find((s) => s.siteId === site.store)!;
    expect(store.parentId).toBe(site.north);
    expect(store.devices).toEqual([
      expect.objectContaining({ sn: "TREE-NVR-1", name: "Store NVR", devType: 2, status: 1, channels: [
        expect.objectContaining({ chlIndex: 1, name: "Cam 1", status: 1, supportFun: ["ptz"] }),
        expect.objectContaining({ chlIndex: 2, status: 0 }),
      ] }),
    ]);
  });

  it("IDOR: a live-only viewer sees only the granted site, as a root; another organization sees none of it", async () => {
    const mine = await tree(a.live);
    expect(mine.map((s) => [s.siteName, s.parentId])).toEqual([["Store", null]]);
    const theirs = await tree(b);
    expect(theirs.map((s) => s.siteName)).toEqual(["Beta"]);
    expect(JSON.stringify(theirs)).not.toContain("TREE-");
  });

  it("§7 /collection/chl/status answers only visible channels", async () => {
    const ask = { channels: [{ sn: "TREE-NVR-1", chlIndex: 1 }, { sn: "TREE-NVR-1", chlIndex: 2 }, { sn: "TREE-IPC-2", chlIndex: 1 }, { sn: "BETA-IPC-9", chlIndex: 1 }] };
    const admin = await steps.ok<Status>("/collection/chl/status", ask, a.admin);
    expect(admin.list.map((c) => `${c.sn}/${c.chlIndex}=${c.status}`).sort()).toEqual(["TREE-IPC-2/1=1", "TREE-NVR-1/1=1", "TREE-NVR-1/2=0"]);
    const live = await steps.ok<Status>("/collection/chl/status", ask, a.live);
    expect(live.list.map((c) => `${c.sn}/${c.chlIndex}`).sort()).toEqual(["TREE-NVR-1/1", "TREE-NVR-1/2"]);
    const other = await steps.ok<Status>("/collection/chl/status", ask, b);
    expect(other.list.map((c) => c.sn)).toEqual(["BETA-IPC-9"]);
    expect((await steps.ok<Status>("/collection/chl/status", { channels: [] }, a.admin)).list).toEqual([]);
  });
});
