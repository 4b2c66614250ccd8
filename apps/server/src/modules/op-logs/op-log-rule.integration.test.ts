import { randomUUID } from "node:crypto";
import { registry, type EndpointDef, type LoginResult } from "@vms/api-client";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { opLogs } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { envelopeAround } from "../../test-support/fuzz-bodies.js";
import { idFields, withIds, type IdPath } from "../../test-support/fuzz-ids.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { postRaw } from "../../test-support/wire.js";
import { loggedWriteCalls } from "./op-log-catalogue.js";

// Issue 27, docs/op-logs.md: a line is written only when something changed. Every state-changing
// call of the registry that names rows by id (a call added later joins by being in the registry)
// is made with ids that name nothing, or that name another organization's rows: whatever it
// answers, neither organization's operation log gains a line. FUZZ_RUNS sets the bodies per call.

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20_270_127);

/** The kind of row an id field names, by the field's name (the rows the probed organization owns). */
const KIND_OF: Readonly<Record<string, string>> = {
  siteId: "site", siteIds: "site", parentId: "site", sceneId: "scene", customSceneId: "scene", contactId: "contact", contactIds: "contact",
  id: "config", groupId: "group", groupIds: "group", labelId: "label", labelIds: "label", plateId: "plate", plateIds: "plate",
  userId: "user", recipientIds: "user", recipients: "user", targetId: "user", roleId: "role", inviteId: "invite",
};

/**
 * Operations that change no row but are logged whatever they matched (docs/op-logs.md): an export
 * takes data out. Their line lands in the caller's own log only, never in the probed one's.
 */
const EXPORTS: ReadonlySet<string> = new Set(["/log/op-logs/export", "/event/export"]);

const calls = loggedWriteCalls()
  .map(({ path }) => [path, (registry as Record<string, EndpointDef>)[path]!] as const)
  .filter(([, def]) => idFields(def.request).length > 0);

describeOnEngines("§2 operation log: a write whose ids name nothing, or another organization's rows, writes no line", (engine) => {
  const server = useServer(engine, {}, { loginIpPerMinute: 1_000_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let prober: LoginResult;
  let orgA = "";
  let orgB = "";
  /** Ids of the probed organization's rows, by kind. */
  const theirs: Record<string, string[]> = {};

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    orgA = (await createTestOrg(db, "Prober Co", [{ email: "admin@prober.test", role: "orgAdmin" }])).orgId;
    const b = await createTestOrg(db, "Victim Co", [{ email: "admin@victim.test", role: "orgAdmin" }, { email: "user@victim.test", role: "ordinaryUser" }]);
    orgB = b.orgId;
    prober = (await signIn(api, "prober.test", ["admin"])).admin;
    const victim = (await signIn(api, "victim.test", ["admin"])).admin;
    const ok = <T>(path: string, data: object) => steps.ok<T>(path, data, victim);
    const siteId = await steps.addSite(victim, "Victim HQ");
    const group = await ok<{ groupId: string }>("/vehicle-licence-plate-group/add", { groupName: "Victim library" });
    const label = await ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: "Victim label" });
    const plate = await ok<{ plateId: string }>("/vehicle-licence-plate/add", { groupId: group.groupId, plateNumber: "VIC 123" });
    const role = await ok<{ roleId: string }>("/role/add", { roleName: "Victim role", codes: ["vms_live"] });
    const invite = await ok<{ inviteId: string }>("/user/invite", { email: "new@victim.test", roleId: role.roleId });
    const scene = await ok<{ sceneId: string }>("/site/scene/add", { name: "Victim scene" });
    const contact = await ok<{ contactId: string }>("/event/contact/add-or-edit", { name: "Victim contact", email: "guard@victim.test" });
    const config = await ok<{ id: string }>("/user-configs/put", { configType: "layouts", configName: "Victim layout", configValue: JSON.stringify({ splitNum: 4, isDefault: false, playChlList: [] }) });
    Object.assign(theirs, {
      site: [siteId], group: [group.groupId], label: [label.labelId], plate: [plate.plateId], role: [role.roleId], invite: [invite.inviteId],
      scene: [scene.sceneId], contact: [contact.contactId], config: [config.id], user: Object.values(b.userIds),
    });
  });

  /** An id naming nothing, or a row of the probed organization of the field's kind. */
  const idAt = (path: IdPath): fc.Arbitrary<unknown> => {
    const key = [...path].reverse().find((part) => part !== "[]") ?? "";
    const rows = theirs[KIND_OF[key] ?? ""] ?? [];
    return rows.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...rows)) : fc.uuid();
  };

  async function send(path: string, def: EndpointDef, data: unknown) {
    const parts = envelopeAround(JSON.stringify(data), prober, def.upload === true);
    if (!def.upload) return postRaw(server().baseUrl, path, `{"basic":${parts.basic},"data":${parts.data}}`);
    const form = new FormData();
    form.set("basic", parts.basic);
    form.set("data", parts.data);
    form.set("file", new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])]), "plates.xlsx");
    return postRaw(server().baseUrl, path, form, {});
  }

  const lineCounts = async () => {
    await server().app.vms.opLogs.idle();
    const db = server().app.vms.database.db;
    const of = async (orgId: string) => (await db.select({ n: count() }).from(opLogs).where(eq(opLogs.orgId, orgId)))[0]?.n ?? 0;
    return { prober: await of(orgA), probed: await of(orgB) };
  };

  it("covers the state-changing calls that name rows by id", () => {
    expect(calls.length).toBeGreaterThan(35);
  });

  it.each(calls)("issue 27: %s with ids that name nothing or another organization's rows leaves both operation logs unchanged", async (path, def) => {
    let seed = SEED;
    for (const ch of path) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
    await fc.assert(
      fc.asyncProperty(withIds(def.request, idAt, [randomUUID()]), async (data) => {
        const before = await lineCounts();
        const answer = await send(path, def, data);
        expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(500);
        const after = await lineCounts();
        const expected = EXPORTS.has(path) && answer.json?.basic.code === 200 ? { ...before, prober: before.prober + 1 } : before;
        expect(after, `${path} ${JSON.stringify(data)} answered ${answer.text}`).toEqual(expected);
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
  });
});
