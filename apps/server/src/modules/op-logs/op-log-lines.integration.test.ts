import { randomUUID } from "node:crypto";
import { read, utils, write } from "@e965/xlsx";
import { Code, PlateCode, RuleCode, type LoginResult, type OpLogItem } from "@vms/api-client";
import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { opLogs } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";

const DAY = 86_400_000;
const layout = JSON.stringify({ splitNum: 4, isDefault: false, playChlList: [] });

/** One row of each kind a deletion or an edit names, in one organization. */
interface Owned {
  sceneId: string;
  contactId: string;
  configId: string;
  groupId: string;
  labelId: string;
}

// Issue 27 "The operation log": a malformed operator id is a parameter error, a refused or empty
// write writes no line, a deletion names what it deleted, and lines say who acted.
describeOnEngines("operation-log lines", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let a: LoginResult;
  let b: LoginResult;
  let orgA: string;
  let orgB: string;
  let leaverId: string;
  let foreign: Owned;

  /** A scene, a contact, a layout, a plate library and a label named `name`. */
  async function own(session: LoginResult, name: string): Promise<Owned> {
    const scene = await steps.ok<{ sceneId: string }>("/site/scene/add", { name: `${name} scene` }, session);
    const contact = await steps.ok<{ contactId: string }>("/event/contact/add-or-edit", { name: `${name} contact`, email: "guard@example.com" }, session);
    const config = await steps.ok<{ id: string }>("/user-configs/put", { configType: "layouts", configName: `${name} layout`, configValue: layout }, session);
    const group = await steps.ok<{ groupId: string }>("/vehicle-licence-plate-group/add", { groupName: `${name} library` }, session);
    const label = await steps.ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: `${name} label` }, session);
    return { sceneId: scene.sceneId, contactId: contact.contactId, configId: config.id, groupId: group.groupId, labelId: label.labelId };
  }

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const created = await createTestOrg(db, "Lines Co", [{ email: "admin@lines.test", role: "orgAdmin" }, { email: "leaver@lines.test", role: "ordinaryUser" }]);
    orgA = created.orgId;
    leaverId = created.userIds["leaver@lines.test"]!;
    orgB = (await createTestOrg(db, "Probed Co", [{ email: "admin@probed.test", role: "orgAdmin" }])).orgId;
    a = (await signIn(api, "lines.test", ["admin"])).admin;
    b = (await signIn(api, "probed.test", ["admin"])).admin;
    foreign = await own(b, "Theirs");
  });

  const range = () => ({ startTime: Date.now() - DAY, endTime: Date.now() + 60_000 });
  const lines = async (session: LoginResult): Promise<OpLogItem[]> => {
    await server().app.vms.opLogs.idle();
    const page = await api.call<{ list: OpLogItem[] }>("/log/op-logs/list", { ...range(), pageSize: 100 }, session);
    expect(page.code, page.text).toBe(200);
    return page.data.list;
  };
  /** Lines of both organizations, counted in the table itself (a foreign line would not show in A's list). */
  const stored = async () => {
    await server().app.vms.opLogs.idle();
    const db = server().app.vms.database.db;
    const of = async (orgId: string) => (await db.select({ n: count() }).from(opLogs).where(eq(opLogs.orgId, orgId)))[0]?.n ?? 0;
    return { a: await of(orgA), b: await of(orgB) };
  };

  it("§2/§8: an operator id that is not a UUID is refused with 7000 by the list and the export, not a 500", async () => {
    for (const userId of ["abc", "1", "' OR 1=1 --", "00000000-0000-4000-8000-00000000000g", "{00000000-0000-4000-8000-000000000000}"]) {
      for (const path of ["/log/op-logs/list", "/log/op-logs/export"]) {
        const answer = await api.call(path, { ...range(), userId }, a);
        expect([answer.status, answer.code], `${path} ${userId}: ${answer.text}`).toEqual([200, Code.INVALID_DATA]);
      }
    }
    expect((await api.call("/log/op-logs/list", { ...range(), userId: randomUUID() }, a)).code).toBe(200);
  });

  it("§2: a refused write writes no line, whether its id names nothing or another organization's row", async () => {
    const before = await stored();
    for (const ids of [{ sceneId: randomUUID(), contactId: randomUUID(), configId: randomUUID(), groupId: randomUUID(), labelId: randomUUID() }, foreign]) {
      const probes: Array<[string, Record<string, unknown>, number]> = [
        ["/event/contact/delete", { contactId: ids.contactId }, RuleCode.CONTACT_MISSING],
        ["/site/scene/delete", { sceneId: ids.sceneId }, Code.INVALID_DATA],
        ["/user-configs/delete", { id: ids.configId }, Code.LAYOUT_MISSING],
        ["/vehicle-licence-plate-group/delete", { groupId: ids.groupId }, PlateCode.GROUP_MISSING],
        ["/vehicle-licence-plate-group/edit", { groupId: ids.groupId, groupName: "Probe" }, PlateCode.GROUP_MISSING],
        ["/vehicle-licence-plate-label/delete", { labelId: ids.labelId }, PlateCode.LABEL_MISSING],
        ["/vehicle-licence-plate-label/edit", { labelId: ids.labelId, labelName: "Probe" }, PlateCode.LABEL_MISSING],
      ];
      for (const [path, data, code] of probes) expect((await api.call(path, data, a)).code, path).toBe(code);
    }
    expect(await stored()).toEqual(before);
    // Their rows are all still there.
    expect((await api.call("/event/contact/list", {}, b)).data).toMatchObject({ list: [expect.objectContaining({ contactId: foreign.contactId })] });
  });

  it("§2: a deletion that removed nothing writes no line (/archives/delete answering deleted: 0, plates naming nothing)", async () => {
    const before = await stored();
    expect(await steps.ok("/archives/delete", { archiveIds: [randomUUID()] }, a)).toEqual({ deleted: 0 });
    expect(await steps.ok("/vehicle-licence-plate/delete", { plateIds: [randomUUID(), randomUUID()] }, a)).toEqual({});
    expect(await stored()).toEqual(before);
  });

  it("§2: a deletion names what it deleted, by name and id", async () => {
    const mine = await own(a, "Ours");
    await steps.ok("/event/contact/delete", { contactId: mine.contactId }, a);
    await steps.ok("/site/scene/delete", { sceneId: mine.sceneId }, a);
    await steps.ok("/user-configs/delete", { id: mine.configId }, a);
    await steps.ok("/vehicle-licence-plate-label/delete", { labelId: mine.labelId }, a);
    await steps.ok("/vehicle-licence-plate-group/delete", { groupId: mine.groupId }, a);
    await steps.ok("/user/delete", { userId: leaverId }, a);
    const got = (await lines(a)).map((l) => [l.operateEnum, l.detail]);
    expect(got).toEqual(
      expect.arrayContaining([
        ["event.contact.delete", `Ours contact (${mine.contactId})`],
        ["site.scene.delete", `Ours scene (${mine.sceneId})`],
        ["user-configs.delete", `Ours layout (${mine.configId})`],
        ["vehicle-licence-plate-label.delete", `Ours label (${mine.labelId})`],
        ["vehicle-licence-plate-group.delete", `Ours library (${mine.groupId})`],
        // Named as the account was before its deletion overwrote it.
        ["user.delete", `leaver (${leaverId})`],
      ]),
    );
  });

  it("§2: a command the device accepted and an export are lines though no row changed; a command the device refused is none", async () => {
    const siteId = await steps.addSite(a, "Lines HQ");
    const { sn } = await steps.bind(a, siteId, { sn: "LINES-IPC-1" });
    const preset = { sn, chlIndex: 1, api: "createChlPreset", params: { name: "Door" } };
    const before = (await lines(a)).length;
    expect(await steps.ok("/device/transport", preset, a)).toMatchObject({ code: 200, status: "success" });
    fake.setHandler(sn, () => ({ code: 7065, data: {} }));
    expect(await steps.ok("/device/transport", preset, a)).toMatchObject({ code: 7065, status: "failed" });
    await steps.ok("/event/export", range(), a);
    const got = await lines(a);
    expect(got.slice(0, got.length - before).map((l) => [l.operateEnum, l.module])).toEqual([
      ["event.export", "event"],
      ["device.transport", "device"],
    ]);
  });

  it("§2 (issue 28): an import line names the file, the count and the outcome; an export line its count, range and file", async () => {
    const { groupId } = await steps.ok<{ groupId: string }>("/vehicle-licence-plate-group/add", { groupName: "Import library" }, a);
    const sheet = (plates: string[]) => {
      const book = utils.book_new();
      utils.book_append_sheet(book, utils.aoa_to_sheet([["Plate number"], ...plates.map((p) => [p])]), "Plates");
      return new Blob([write(book, { type: "buffer", bookType: "xlsx" }) as Buffer]);
    };
    const upload = async (file: Blob, filename: string) => {
      const { basic, data } = JSON.parse(envelopeText({ groupId }, { token: a.token, sid: a.sid })) as { basic: unknown; data: unknown };
      const form = new FormData();
      form.set("basic", JSON.stringify(basic));
      form.set("data", JSON.stringify(data));
      form.set("file", file, filename);
      return (await postRaw(server().baseUrl, "/vehicle-licence-plate/import", form, {})).json?.data as { imported: number };
    };
    expect((await upload(sheet(["IMP 001", "IMP 002"]), "Gate plates.xlsx")).imported).toBe(2);
    // The same plates again: all refused, nothing imported, yet the attempt is a line.
    expect((await upload(sheet(["IMP 001", "IMP 003"]), "Again.xlsx")).imported).toBe(0);
    const { startTime, endTime } = range();
    await steps.ok("/event/export", { startTime, endTime }, a);
    const got = await lines(a);
    expect(got.filter((l) => l.operateEnum === "vehicle-licence-plate.import").map((l) => l.detail)).toEqual([
      "imported=0 total=2 refused=1 file=Again.xlsx",
      "imported=2 total=2 refused=0 file=Gate plates.xlsx",
    ]);
    expect(got.find((l) => l.operateEnum === "event.export")?.detail).toMatch(new RegExp(`^count=0 from=${startTime} to=${endTime} file=events-\\d{8}-\\d{6}\\.xlsx$`));
  });

  it("§2: lines of the system and of a share link's visitor say so in the list and in the export (en-US, zh-CN)", async () => {
    const write = server().app.vms.opLogs.write;
    // As the order service (webhooks, countdowns) and the archive share service write them.
    write({ orgId: orgA, userId: null, actor: "system", module: "licence", action: "order.cancel", detail: "20260101000000000000001 countdown ended" });
    write({ orgId: orgA, userId: null, actor: "shareLink", actorName: "Gate at night", module: "archive", action: "archive.share.view", detail: "Gate at night", ip: "10.0.0.9" });
    const got = await lines(a);
    expect(got.find((l) => l.operateEnum === "order.cancel")).toMatchObject({ actorKind: "system", actorName: "", userId: null });
    expect(got.find((l) => l.operateEnum === "archive.share.view")).toMatchObject({ actorKind: "shareLink", actorName: "Gate at night", userId: null });
    expect(got.find((l) => l.operateEnum === "event.contact.delete")).toMatchObject({ actorKind: "user", loginName: "admin@lines.test" });
    const operators = async (language: string) => {
      const exported = await api.call<{ url: string }>("/log/op-logs/export", range(), a, { headers: { "accept-language": language } });
      expect(exported.code, exported.text).toBe(200);
      const book = read(Buffer.from(await (await fetch(server().baseUrl + exported.data.url)).arrayBuffer()));
      const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 }).slice(1);
      return new Map(rows.map((r) => [r[4], r[1]]));
    };
    const en = await operators("en-US");
    expect([en.get("order.cancel"), en.get("archive.share.view")]).toEqual(["System", "Share link Gate at night"]);
    const zh = await operators("zh-CN");
    expect([zh.get("order.cancel"), zh.get("archive.share.view")]).toEqual(["系统", "分享链接 Gate at night"]);
  });
});
