import { randomUUID } from "node:crypto";
import { Code, registry, type EndpointDef, type SiteTreeNode } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { BUILT_IN_ROLES, RES, type BuiltInRoleId } from "@vms/permissions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../db/schema/index.js";
import { addTestUsers, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi, type TestSession } from "../../test-support/api.js";
import { useServer } from "../../test-support/test-server.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";
import { DEMO_PASSWORD } from "../demo/demo-seed.js";

/**
 * Every session call of the registry × every demo role (spec §6). A call joins by being in the
 * registry: its `anyOf` codes against the role's codes give the expectation. Handler-level rules
 * that the registry cannot express (administrator-only branches) are stated in ADMIN_RULES below.
 */

/** The seven demo users (docs/operations.md "Demo users and the first administrator") and their built-in role. */
const DEMO_ROLES: ReadonlyArray<{ name: string; role: BuiltInRoleId }> = [
  { name: "admin", role: "orgAdmin" },
  { name: "user", role: "ordinaryUser" },
  { name: "siteadmin", role: "siteAdmin" },
  { name: "operator", role: "siteOperator" },
  { name: "live", role: "liveOnlyViewer" },
  { name: "installer", role: "installer" },
  { name: "station", role: "viewingStation" },
];
type DemoName = string;

/**
 * One more caller for handler rules: an installer (vms_site_qry) administering no site, added to the
 * demo organization. The demo roles that hold vms_site_qry all administer a site.
 */
const BARE_INSTALLER = { name: "bare-installer", role: "installer" as BuiltInRoleId, email: "bare-installer@demo.local" };
const RULE_CALLERS = [...DEMO_ROLES, BARE_INSTALLER];

/** Spec §6: the account-level dynamic codes every user of a new organization holds besides the role's. */
const ORG_DYNAMIC_CODES: readonly string[] = [RES.CLOUDSTORAGE_MGR, RES.MY_INSTALLER];

/** The codes that refuse a call for lack of permission (spec §8 "Permission", plus a hidden site). */
const REFUSALS = new Set<number>([Code.NO_PERMISSION, 5001, 5002, Code.NO_SITE_PERMISSION, Code.NO_DEVICE_PERMISSION, Code.NO_CHANNEL_PERMISSION]);

/**
 * Calls whose current answer this test does not pin. /log/login-logs/list: every user should read
 * their own sign-ins (spec §6 vms_system_loginlog_qry for ordinary users and site administrators);
 * its rule is being changed, so only "no server error" is asserted here.
 */
const NOT_PINNED = new Set<string>(["/log/login-logs/list"]);

/**
 * Calls an empty body reaches the handler of, whose handler refuses roles the registry lets through
 * (administrators only): the generic check does not expect them answered; ADMIN_RULES pins them.
 */
const HANDLER_REFUSES = new Set<string>(["/my-installer/unbind"]);

/** Calls that end the session they are made with: each role calls them on a session of its own. */
const SESSION_ENDING = new Set<string>(["/user/logout", "/token/renewal"]);

const sessionCalls = Object.entries(registry as Record<string, EndpointDef>).filter(([, def]) => def.auth === "session");

function codesOf(role: BuiltInRoleId): Set<string> {
  return new Set([...BUILT_IN_ROLES[role].codes, ...ORG_DYNAMIC_CODES]);
}

/**
 * The registry's rule: refused with 5000 when the call names codes and the role holds none of them,
 * or names a code needed in both lists (spec §6) that the role's own list lacks.
 */
function refusedByRegistry(def: EndpointDef, role: BuiltInRoleId): boolean {
  const codes = codesOf(role);
  if (def.bothLists && !(BUILT_IN_ROLES[role].codes.includes(def.bothLists as never) && ORG_DYNAMIC_CODES.includes(def.bothLists))) return true;
  if (!def.anyOf || def.anyOf.length === 0) return false;
  return !def.anyOf.some((code) => codes.has(code));
}

describe("§6 role × call matrix (demo roles, every session call of the registry)", () => {
  const server = useServer("pglite", {}, { demo: true, loginIpPerMinute: 10_000 });
  const api = testApi(() => server().baseUrl);
  const sessions = new Map<DemoName, TestSession>();
  const userIds = new Map<DemoName, string>();
  const siteIds = new Map<string, string>();

  const login = async (name: DemoName) => api.login(`${name}@demo.local`, DEMO_PASSWORD);
  /** A simulated recorder bound at Headquarters: the per-API rules of /device/transport reach a real device. */
  const recorder = generateFleet({ count: 8, seed: "role-call-matrix" }).find((d) => d.devType === 2)!;
  let device: SimulatedDevice | undefined;

  beforeAll(async () => {
    // The demo site tree and site roles (Headquarters with Lobby and Parking, Warehouse), no devices.
    await server().app.vms.demo.seedDevices([]);
    const { db } = server().app.vms.database;
    const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.customerId, "10000001"));
    if (!org) throw new Error("no demo organization");
    await addTestUsers(db, org.id, [{ email: BARE_INSTALLER.email, role: BARE_INSTALLER.role }]);
    const bare = await api.login(BARE_INSTALLER.email, TEST_PASSWORD);
    sessions.set(BARE_INSTALLER.name, bare);
    for (const { name } of DEMO_ROLES) {
      const result = await login(name);
      sessions.set(name, result);
      userIds.set(name, result.user.userId);
    }
    const tree = await api.call<{ list: SiteTreeNode[] }>("/user/site/tree", {}, sessions.get("admin"));
    const walk = (nodes: SiteTreeNode[]): void =>
      nodes.forEach((n) => {
        siteIds.set(n.siteName, n.siteId);
        walk(n.children);
      });
    walk(tree.data.list);
    expect([...siteIds.keys()].sort()).toEqual(["Headquarters", "Lobby", "Parking", "Warehouse"]);
    device = new SimulatedDevice(recorder, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
    await device.start();
    const bound = await api.call("/device/bind", { sn: recorder.sn, securityCode: recorder.securityCode, siteId: siteIds.get("Headquarters") }, sessions.get("admin"));
    expect(bound.code).toBe(Code.OK);
  });
  afterAll(async () => {
    await device?.stop();
  });

  /** An upload call as the console sends it (envelope fields, no file), for the permission check. */
  async function uploadCall(path: string, session: TestSession | undefined) {
    const { basic, data } = JSON.parse(envelopeText({}, session ? { token: session.token, sid: session.sid } : {})) as { basic: unknown; data: unknown };
    const form = new FormData();
    form.set("basic", JSON.stringify(basic));
    form.set("data", JSON.stringify(data));
    form.set("file", new Blob([new Uint8Array([0])]), "empty.xlsx");
    const answer = await postRaw(server().baseUrl, path, form, {});
    return { status: answer.status, code: answer.json?.basic.code ?? -1 };
  }

  it("covers every session call of the registry", () => {
    expect(sessionCalls.length).toBeGreaterThan(40);
  });

  it.each(sessionCalls.map(([path, def]) => [path, def] as const))("§6: %s, for each demo role, refuses with 5000 exactly when the role lacks the call's codes", async (path, def) => {
    const mismatches: string[] = [];
    for (const { name, role } of DEMO_ROLES) {
      const session = SESSION_ENDING.has(path) ? await login(name) : sessions.get(name);
      // Upload calls are multipart (the dispatcher refuses JSON there with 1000 before any permission check).
      const answer = def.upload ? await uploadCall(path, session) : await api.call(path, {}, session);
      if (answer.status >= 500 || (answer.code >= 500 && answer.code <= 504)) {
        mismatches.push(`${name}: server error ${answer.code}`);
        continue;
      }
      if (NOT_PINNED.has(path)) continue;
      const refused = refusedByRegistry(def, role);
      if (refused && answer.code !== Code.NO_PERMISSION) mismatches.push(`${name}: expected 5000, got ${answer.code}`);
      if (!refused && REFUSALS.has(answer.code) && !HANDLER_REFUSES.has(path)) mismatches.push(`${name}: expected no refusal, got ${answer.code}`);
    }
    expect(mismatches).toEqual([]);
  });

  /**
   * Spec §6 "in both lists": every demo user holds vms_my_installer and vms_cloudstorage_mgr among
   * the account's dynamic codes, so only the role's list decides. The installer and cloud-storage
   * sections' reads answer the roles with the code and refuse every other (issue 27: they once
   * answered every sub-role, a live-only viewer included).
   */
  const SECTION_READS: ReadonlyArray<{ path: string; code: string; body: () => Record<string, unknown>; holders: readonly DemoName[] }> = [
    { path: "/my-installer/get", code: RES.MY_INSTALLER, body: () => ({}), holders: ["admin", "installer"] },
    { path: "/remote-access-req/list", code: RES.MY_INSTALLER, body: () => ({}), holders: ["admin", "installer"] },
    { path: "/cloud-storage/chl/order/query", code: RES.CLOUDSTORAGE_MGR, body: () => ({}), holders: ["admin"] },
    { path: "/cloud-storage/goods/list", code: RES.CLOUDSTORAGE_MGR, body: () => ({}), holders: ["admin"] },
    { path: "/cloud-storage/application/term", code: RES.CLOUDSTORAGE_MGR, body: () => ({}), holders: ["admin"] },
  ];

  it.each(SECTION_READS.map((read) => [read.path, read] as const))("§6: %s answers only the roles holding its section's code in both lists", async (path, read) => {
    expect((registry as Record<string, EndpointDef>)[path]?.bothLists).toBe(read.code);
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const { name, role } of DEMO_ROLES) {
      answers[name] = (await api.call(path, read.body(), sessions.get(name))).code;
      expected[name] = BUILT_IN_ROLES[role].codes.includes(read.code as never) ? 200 : Code.NO_PERMISSION;
    }
    expect(Object.entries(expected).filter(([, code]) => code === 200).map(([name]) => name)).toEqual(read.holders);
    expect(answers).toEqual(expected);
  });

  /**
   * Handler-level rules of spec §6 and decision 0003: a body that reaches the rule, and the code each
   * role gets. Admin's body fails after the check (an unknown scene, sub-sites) so nothing changes.
   */
  interface AdminRule {
    path: string;
    why: string;
    body: () => Record<string, unknown>;
    /** The exact code per role; roles the registry refuses get 5000 whatever is listed. */
    expected: Record<DemoName, number | "allowed">;
  }
  const unknownScene = () => ({ scene: 9, customSceneId: randomUUID() });
  const siteFields = { siteName: "Matrix site", city: "Berlin", contactPerson: "M", contactPhone: "+49 30 1" };
  const ADMIN_RULES: AdminRule[] = [
    {
      path: "/site/add",
      why: "§6 the administrator creates sites: a top-level site is administrator-only",
      body: () => ({ ...siteFields, ...unknownScene() }),
      expected: { admin: Code.INVALID_DATA, user: 5000, siteadmin: 5000, operator: 5000, live: 5000, installer: 5000, station: 5000, "bare-installer": 5000 },
    },
    {
      path: "/site/add",
      why: "decision 0003: a sub-site needs SITE_ADMIN on the parent (Headquarters)",
      body: () => ({ ...siteFields, ...unknownScene(), parentId: siteIds.get("Headquarters") }),
      expected: { admin: Code.INVALID_DATA, user: 5000, siteadmin: Code.INVALID_DATA, operator: 5000, live: 5000, installer: Code.NO_SITE_PERMISSION, station: 5000, "bare-installer": Code.NO_SITE_PERMISSION },
    },
    {
      path: "/site/delete",
      why: "§6 the administrator deletes sites: a top-level site is administrator-only, even for its site administrator",
      body: () => ({ siteId: siteIds.get("Headquarters") }),
      expected: { admin: Code.SITE_HAS_SUBSITES, user: 5000, siteadmin: 5000, operator: 5000, live: 5000, installer: Code.NO_SITE_PERMISSION, station: 5000, "bare-installer": Code.NO_SITE_PERMISSION },
    },
    {
      path: "/site/scene/delete",
      why: "decision 0003: custom scenes are deleted by administrators only",
      body: () => ({ sceneId: randomUUID() }),
      expected: { admin: Code.INVALID_DATA, user: 5000, siteadmin: 5000, operator: 5000, live: 5000, installer: 5000, station: 5000, "bare-installer": 5000 },
    },
    {
      path: "/site/scene/add",
      why: "decision 0003: custom scenes are added by administrators or any site administrator",
      body: () => ({ name: `Scene ${randomUUID().slice(0, 8)}` }),
      expected: { admin: "allowed", user: 5000, siteadmin: "allowed", operator: 5000, live: 5000, installer: "allowed", station: 5000, "bare-installer": 5000 },
    },
    {
      path: "/user/site/tree",
      why: "§6 the administrator assigns sites: only administrators read another user's site tree",
      body: () => ({ userId: userIds.get("operator") }),
      expected: { admin: "allowed", user: 5000, siteadmin: 5000, operator: "allowed", live: 5000, installer: 5000, station: 5000, "bare-installer": 5000 },
    },
    {
      path: "/my-installer/unbind",
      why: "issue 28: only the customer's own administrators unbind its installer (an installer holds the section's code)",
      body: () => ({}),
      expected: { admin: "allowed", user: 5000, siteadmin: 5000, operator: 5000, live: 5000, installer: 5000, station: 5000, "bare-installer": 5000 },
    },
    {
      path: "/device/transport",
      why: "issue 30/decision 0003: a site bridge's cameras are read by whoever may open the device detail (vms_device_qry, any site role)",
      body: () => ({ sn: recorder.sn, api: "queryBridgeCameras", params: {} }),
      // user@ and installer@ see Warehouse only: Headquarters' device is hidden (33001); live@ and station@ lack vms_device_qry.
      expected: { admin: "allowed", user: 33001, siteadmin: "allowed", operator: "allowed", live: 5000, installer: 33001, station: 5000, "bare-installer": 33001 },
    },
    {
      path: "/device/transport",
      why: "decision 0003: storage and PTZ reads through the pass-through need SITE_VIEWER; live-only viewers only watch",
      body: () => ({ sn: recorder.sn, api: "queryStorageDevInfo", params: {} }),
      expected: { admin: "allowed", user: 33001, siteadmin: "allowed", operator: "allowed", live: 5000, installer: 33001, station: 5000, "bare-installer": 33001 },
    },
    {
      path: "/user/mfa/set",
      why: "§6 the administrator sets MFA for all users (mfa_config_switch_mgr)",
      body: () => ({ enabled: false, scope: "ORG" }),
      expected: { admin: "allowed", user: 5000, siteadmin: 5000, operator: 5000, live: 5000, installer: 5000, station: 5000, "bare-installer": 5000 },
    },
  ];

  it.each(ADMIN_RULES.map((rule) => [rule.path, rule.why, rule] as const))("§6: %s — %s", async (path, _why, rule) => {
    const def = (registry as Record<string, EndpointDef>)[path];
    expect(def, path).toBeDefined();
    const answers: Record<string, number | string> = {};
    const expected: Record<string, number | string> = {};
    for (const { name, role } of RULE_CALLERS) {
      const answer = await api.call(path, rule.body(), sessions.get(name));
      answers[name] = rule.expected[name] === "allowed" && answer.code === 200 ? "allowed" : answer.code;
      expected[name] = def && refusedByRegistry(def, role) ? Code.NO_PERMISSION : (rule.expected[name] ?? "no expectation stated");
    }
    expect(answers).toEqual(expected);
  });
});
