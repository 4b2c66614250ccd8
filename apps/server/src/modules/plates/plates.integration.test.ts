import { Code, PLATE_LIBRARY_CAPACITY, PlateCode, plateKey, type LoginResult, type Plate, type PlateGroup } from "@vms/api-client";
import { expect, it } from "vitest";
import { plates as platesTable } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { loadUserView } from "../access/user-view.js";
import { createPlateRepository } from "./plate-repository.js";
import { createPlateService } from "./plate-service.js";
import { hasLibreOffice, libreOfficeSheet, uploadPlates } from "./plates.test-support.js";
import { callerOf } from "../../core/caller.js";

// Plate libraries over real HTTP (spec §1, §3 Plate record, §5 import, §8 33051–33083, §9).
describeOnEngines("plate libraries", (engine) => {
  const server = useServer(engine, {}, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let orgs = 0;

  async function freshOrg() {
    const domain = `org${++orgs}.plates.test`;
    const org = await createTestOrg(server().app.vms.database.db, `Plate Co ${orgs}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `siteadmin@${domain}`, role: "siteAdmin" },
      { email: `operator@${domain}`, role: "siteOperator" },
    ]);
    const sessions = await signIn(api, domain, ["admin", "siteadmin", "operator"]);
    return { ...sessions, orgId: org.orgId, userIds: org.userIds, domain };
  }
  const addGroup = (session: LoginResult, groupName: string) => steps.ok<PlateGroup>("/vehicle-licence-plate-group/add", { groupName }, session);
  const addPlate = (session: LoginResult, groupId: string, plateNumber: string, extra: object = {}) =>
    api.call<Plate>("/vehicle-licence-plate/add", { groupId, plateNumber, ...extra }, session);

  it("§1/§3: groups are added, listed 1000 per page with counts, renamed and deleted; names are unique (33052)", async () => {
    const { admin, siteadmin } = await freshOrg();
    const staff = await addGroup(admin, "Staff");
    const visitors = await addGroup(siteadmin, "Visitors");
    expect(staff).toMatchObject({ groupName: "Staff", plateCount: 0 });
    expect((await api.call("/vehicle-licence-plate-group/add", { groupName: "Staff" }, admin)).code).toBe(PlateCode.GROUP_NAME_EXISTS);
    expect((await api.call("/vehicle-licence-plate-group/add", { groupName: "  " }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/vehicle-licence-plate-group/add", { groupName: "a<b" }, admin)).code).toBe(Code.INVALID_DATA);
    // §9: the page size is 1000 and nothing else.
    expect((await api.call("/vehicle-licence-plate-group/list", { pageSize: 10 }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, staff.groupId, "AB123")).code).toBe(200);

    const page = await steps.ok<{ total: number; list: PlateGroup[]; capacity: number }>("/vehicle-licence-plate-group/list", {}, admin);
    expect(page.capacity).toBe(PLATE_LIBRARY_CAPACITY);
    expect(page.list.map((g) => [g.groupName, g.plateCount])).toEqual([["Staff", 1], ["Visitors", 0]]);
    expect((await steps.ok<{ list: PlateGroup[] }>("/vehicle-licence-plate-group/list", { keyword: "vis" }, admin)).list.map((g) => g.groupName)).toEqual(["Visitors"]);

    expect((await api.call("/vehicle-licence-plate-group/edit", { groupId: visitors.groupId, groupName: "Staff" }, admin)).code).toBe(PlateCode.GROUP_NAME_EXISTS);
    expect(await steps.ok("/vehicle-licence-plate-group/edit", { groupId: visitors.groupId, groupName: "Guests" }, admin)).toMatchObject({ groupName: "Guests" });
    await steps.ok("/vehicle-licence-plate-group/delete", { groupId: staff.groupId }, admin);
    expect((await api.call("/vehicle-licence-plate-group/delete", { groupId: staff.groupId }, admin)).code).toBe(PlateCode.GROUP_MISSING);
    expect((await api.call("/vehicle-licence-plate/list", { groupId: staff.groupId }, admin)).code).toBe(PlateCode.GROUP_MISSING);
  });

  it("§3/§8: plates are added with every field, edited, moved, deleted; a duplicate in any spelling is 33056", async () => {
    const { admin } = await freshOrg();
    const a = await addGroup(admin, "A");
    const b = await addGroup(admin, "B");
    const label = await steps.ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: "VIP" }, admin);
    const added = await addPlate(admin, a.groupId, " ab-123 ", {
      vehicleType: "car", model: "Golf", owner: "Ann Lee", phone: "+49 30 1234567", brand: 12, color: 3, labelIds: [label.labelId],
    });
    expect(added.code, added.text).toBe(200);
    expect(added.data).toMatchObject({ plateNumber: "ab-123", vehicleType: "car", model: "Golf", owner: "Ann Lee", phone: "+49 30 1234567", brand: 12, color: 3, labelIds: [label.labelId] });
    expect((await addPlate(admin, a.groupId, "AB 123")).code).toBe(PlateCode.PLATE_EXISTS);
    // The same plate may be in another library.
    expect((await addPlate(admin, b.groupId, "AB123")).code).toBe(200);
    expect((await addPlate(admin, a.groupId, "")).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, a.groupId, "X".repeat(33))).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, a.groupId, "C1", { color: 14 })).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, a.groupId, "C1", { brand: 129 })).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, a.groupId, "C1", { phone: "call me" })).code).toBe(Code.INVALID_DATA);
    expect((await addPlate(admin, a.groupId, "C1", { labelIds: ["00000000-0000-4000-8000-000000000000"] })).code).toBe(PlateCode.LABEL_MISSING);

    const second = await addPlate(admin, a.groupId, "ZZ9");
    const edit = { plateId: second.data.plateId, groupId: a.groupId, plateNumber: "ab123" };
    expect((await api.call("/vehicle-licence-plate/edit", edit, admin)).code).toBe(PlateCode.PLATE_EXISTS);
    // Moving into B, which already has AB123: refused; to a fresh number: fine.
    expect((await api.call("/vehicle-licence-plate/edit", { ...edit, groupId: b.groupId }, admin)).code).toBe(PlateCode.PLATE_EXISTS);
    const moved = await steps.ok<Plate>("/vehicle-licence-plate/edit", { ...edit, groupId: b.groupId, plateNumber: "ZZ10", owner: "Bo" }, admin);
    expect(moved).toMatchObject({ groupId: b.groupId, plateNumber: "ZZ10", owner: "Bo", vehicleType: null });

    const list = await steps.ok<{ total: number; list: Plate[] }>("/vehicle-licence-plate/list", { groupId: b.groupId, keyword: "zz" }, admin);
    expect(list.list.map((p) => p.plateNumber)).toEqual(["ZZ10"]);
    const labels = await steps.ok<{ list: Array<{ labelName: string; plateCount: number }> }>("/vehicle-licence-plate-label/list", {}, admin);
    expect(labels.list).toEqual([{ labelId: label.labelId, labelName: "VIP", plateCount: 1 }]);

    expect((await api.call("/vehicle-licence-plate/delete", { plateIds: [moved.plateId, "not-a-uuid"] }, admin)).code).toBe(Code.INVALID_DATA);
    await steps.ok("/vehicle-licence-plate/delete", { plateIds: [moved.plateId, "00000000-0000-4000-8000-000000000000"] }, admin);
    expect((await steps.ok<{ total: number }>("/vehicle-licence-plate/list", { groupId: b.groupId }, admin)).total).toBe(1);
  });

  it("§2/§5: labels are not empty and not duplicated; deleting one takes it off its plates", async () => {
    const { admin } = await freshOrg();
    const group = await addGroup(admin, "G");
    const vip = await steps.ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: "VIP" }, admin);
    const other = await steps.ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: "Fleet" }, admin);
    expect((await api.call("/vehicle-licence-plate-label/add", { labelName: "VIP" }, admin)).code).toBe(PlateCode.LABEL_NAME_EXISTS);
    expect((await api.call("/vehicle-licence-plate-label/add", { labelName: "" }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/vehicle-licence-plate-label/edit", { labelId: other.labelId, labelName: "VIP" }, admin)).code).toBe(PlateCode.LABEL_NAME_EXISTS);
    expect(await steps.ok("/vehicle-licence-plate-label/edit", { labelId: other.labelId, labelName: "Trucks" }, admin)).toMatchObject({ labelName: "Trucks" });
    const plate = (await addPlate(admin, group.groupId, "L1", { labelIds: [vip.labelId, other.labelId] })).data;
    await steps.ok("/vehicle-licence-plate-label/delete", { labelId: vip.labelId }, admin);
    const list = await steps.ok<{ list: Plate[] }>("/vehicle-licence-plate/list", { groupId: group.groupId }, admin);
    expect(list.list.find((p) => p.plateId === plate.plateId)?.labelIds).toEqual([other.labelId]);
    expect((await api.call("/vehicle-licence-plate-label/delete", { labelId: vip.labelId }, admin)).code).toBe(PlateCode.LABEL_MISSING);
  });

  it("§9: a library holds 10,000 plates; the 10,001st is refused with 33058, by add, move and import", async () => {
    const { admin } = await freshOrg();
    const full = await addGroup(admin, "Full");
    const other = await addGroup(admin, "Other");
    const db = server().app.vms.database.db;
    const orgId = (await loadUserView(db, admin.user.userId))!.orgId;
    // 9,999 rows straight into the table (the HTTP path is what is under test for the last ones).
    const rows = Array.from({ length: PLATE_LIBRARY_CAPACITY - 1 }, (_, i) => ({ orgId, groupId: full.groupId, plateNumber: `F${i}`, plateKey: plateKey(`F${i}`) }));
    for (let i = 0; i < rows.length; i += 2000) await db.insert(platesTable).values(rows.slice(i, i + 2000));
    expect((await addPlate(admin, full.groupId, "LAST")).code).toBe(200);
    const over = await addPlate(admin, full.groupId, "ONE-MORE");
    expect(over.code).toBe(PlateCode.CAPACITY_EXCEEDED);
    expect(over.msg).toContain("10,000");
    const outsider = (await addPlate(admin, other.groupId, "MOVER")).data;
    expect((await api.call("/vehicle-licence-plate/edit", { plateId: outsider.plateId, groupId: full.groupId, plateNumber: "MOVER" }, admin)).code).toBe(PlateCode.CAPACITY_EXCEEDED);
  });

  it("§9: the capacity is injectable; at the limit the service refuses add and import alike", async () => {
    const { admin } = await freshOrg();
    const db = server().app.vms.database.db;
    const caller = callerOf((await loadUserView(db, admin.user.userId))!);
    const service = createPlateService({ plates: createPlateRepository(db), capacity: 2 });
    const group = await service.addGroup(caller, "Small");
    const base = { vehicleType: null, model: "", owner: "", phone: "", brand: null, color: null, labelIds: [] };
    await service.addPlate(caller, { ...base, groupId: group.groupId, plateNumber: "S1" });
    await service.addPlate(caller, { ...base, groupId: group.groupId, plateNumber: "S2" });
    await expect(service.addPlate(caller, { ...base, groupId: group.groupId, plateNumber: "S3" })).rejects.toMatchObject({ code: PlateCode.CAPACITY_EXCEEDED });
    const { utils, write } = await import("@e965/xlsx");
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([["Plate number"], ["S4"]]), "S");
    const file = write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    await expect(service.importPlates(caller, group.groupId, [{ fieldName: "file", filename: "p.xlsx", mimetype: "", data: file }])).rejects.toMatchObject({
      code: PlateCode.CAPACITY_EXCEEDED,
    });
  });

  it("§5: an import of a LibreOffice-written xlsx lists every bad row and imports nothing; fixed, it imports all", async (ctx) => {
    if (!(await hasLibreOffice())) {
      console.warn("libreoffice is not installed: skipping the LibreOffice import test");
      ctx.skip();
    }
    const { admin } = await freshOrg();
    const group = await addGroup(admin, "Imported");
    expect((await addPlate(admin, group.groupId, "EX-1")).code).toBe(200);
    const long = "L".repeat(33);
    const bad = await libreOfficeSheet(
      ["Plate number,Vehicle type,Model,Owner,Phone,Brand,Colour", "GOOD1,car,Golf,Ann,+49 30 1234567,12,3", ",car,,,,,", `${long},,,,,,`, "GOOD2,tank,,,,,", "ex1,,,,,,", "good1,,,,,,", "GOOD3,,,,,,14"].join("\n"),
    );
    const refused = await uploadPlates(server().baseUrl, admin, group.groupId, bad, "plates.xlsx");
    expect(refused.code).toBe(200);
    expect(refused.data).toEqual({
      imported: 0,
      total: 7,
      errors: [
        { row: 3, column: "plateNumber", reason: "plateEmpty" },
        { row: 4, column: "plateNumber", reason: "tooLong" },
        { row: 5, column: "vehicleType", reason: "vehicleType" },
        { row: 6, column: "plateNumber", reason: "exists" },
        { row: 7, column: "plateNumber", reason: "duplicateInFile" },
        { row: 8, column: "color", reason: "color" },
      ],
    });
    expect((await steps.ok<{ total: number }>("/vehicle-licence-plate/list", { groupId: group.groupId }, admin)).total).toBe(1);

    const good = await libreOfficeSheet(["Owner,Plate number,Brand", "Ann,GOOD1,other", "Bo,12345,7", "Cy,京A12345,"].join("\n"), "xls");
    const imported = await uploadPlates(server().baseUrl, admin, group.groupId, good, "plates.xls");
    expect(imported).toEqual({ code: 200, data: { imported: 3, total: 3, errors: [] } });
    const list = await steps.ok<{ list: Plate[] }>("/vehicle-licence-plate/list", { groupId: group.groupId, pageSize: 10 }, admin);
    expect(list.list.map((p) => [p.plateNumber, p.owner, p.brand]).sort()).toEqual([["12345", "Bo", 7], ["EX-1", "", null], ["GOOD1", "Ann", 0], ["京A12345", "Cy", null]]);
  }, 120_000);

  it("§5: only .xlsx/.xls are accepted; a file that is not a spreadsheet is reported, not a 500", async () => {
    const { admin } = await freshOrg();
    const group = await addGroup(admin, "Files");
    const csv = await uploadPlates(server().baseUrl, admin, group.groupId, Buffer.from("Plate number\nAB1\n"), "plates.csv");
    expect(csv.code).toBe(Code.INVALID_DATA);
    const junk = await uploadPlates(server().baseUrl, admin, group.groupId, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]), "plates.xlsx");
    expect(junk.code).toBe(200);
    expect(junk.data.imported).toBe(0);
    expect(junk.data.errors.length).toBeGreaterThan(0);
    const template = await steps.ok<{ fileName: string; contentBase64: string }>("/vehicle-licence-plate/template/get", {}, admin);
    const round = await uploadPlates(server().baseUrl, admin, group.groupId, Buffer.from(template.contentBase64, "base64"), template.fileName);
    expect(round.data).toMatchObject({ imported: 1, errors: [] });
  });

  it("§6/IDOR: another organization sees none of the libraries, plates or labels and changes nothing; an operator is refused 5000", async () => {
    const mine = await freshOrg();
    const theirs = await freshOrg();
    const group = await addGroup(mine.admin, "Secret");
    const plate = (await addPlate(mine.admin, group.groupId, "SECRET1")).data;
    const label = await steps.ok<{ labelId: string }>("/vehicle-licence-plate-label/add", { labelName: "Mine" }, mine.admin);

    expect((await steps.ok<{ total: number }>("/vehicle-licence-plate-group/list", {}, theirs.admin)).total).toBe(0);
    expect((await steps.ok<{ list: unknown[] }>("/vehicle-licence-plate-label/list", {}, theirs.admin)).list).toEqual([]);
    expect((await api.call("/vehicle-licence-plate/list", { groupId: group.groupId }, theirs.admin)).code).toBe(PlateCode.GROUP_MISSING);
    expect((await addPlate(theirs.admin, group.groupId, "INJECT")).code).toBe(PlateCode.GROUP_MISSING);
    expect((await api.call("/vehicle-licence-plate-group/edit", { groupId: group.groupId, groupName: "Hacked" }, theirs.admin)).code).toBe(PlateCode.GROUP_MISSING);
    expect((await api.call("/vehicle-licence-plate-group/delete", { groupId: group.groupId }, theirs.admin)).code).toBe(PlateCode.GROUP_MISSING);
    expect((await api.call("/vehicle-licence-plate/edit", { plateId: plate.plateId, groupId: group.groupId, plateNumber: "X" }, theirs.admin)).code).toBe(PlateCode.GROUP_MISSING);
    const theirGroup = await addGroup(theirs.admin, "Theirs");
    expect((await api.call("/vehicle-licence-plate/edit", { plateId: plate.plateId, groupId: theirGroup.groupId, plateNumber: "X" }, theirs.admin)).code).toBe(PlateCode.PLATE_MISSING);
    expect((await addPlate(theirs.admin, theirGroup.groupId, "Y", { labelIds: [label.labelId] })).code).toBe(PlateCode.LABEL_MISSING);
    await steps.ok("/vehicle-licence-plate/delete", { plateIds: [plate.plateId] }, theirs.admin);
    expect((await api.call("/vehicle-licence-plate-label/delete", { labelId: label.labelId }, theirs.admin)).code).toBe(PlateCode.LABEL_MISSING);
    const upload = await uploadPlates(server().baseUrl, theirs.admin, group.groupId, Buffer.from([1]), "p.xlsx");
    expect(upload.code).toBe(PlateCode.GROUP_MISSING);
    // Still there, unchanged.
    const still = await steps.ok<{ list: Plate[] }>("/vehicle-licence-plate/list", { groupId: group.groupId }, mine.admin);
    expect(still.list.map((p) => p.plateNumber)).toEqual(["SECRET1"]);

    expect((await api.call("/vehicle-licence-plate-group/list", {}, mine.operator)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/vehicle-licence-plate/add", { groupId: group.groupId, plateNumber: "OP" }, mine.operator)).code).toBe(Code.NO_PERMISSION);
    expect((await uploadPlates(server().baseUrl, mine.operator, group.groupId, Buffer.from([1]), "p.xlsx")).code).toBe(Code.NO_PERMISSION);
  });
});
