import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { read, utils, write } from "@e965/xlsx";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { AlarmRulesPage } from "../pages/alarm-rules-page";
import { OperationLogPage } from "../pages/operation-log-page";
import { OrgManagementPage } from "../pages/org-management-page";
import { expect, test } from "../fixtures/test";

test.describe("§2 operation logs", () => {
  test("§2 §7: an administrator's role edit appears in the operation log; the module filter; xlsx export read back", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // A fresh organization, so its log holds only this test's operations.
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const roleName = `Auditors ${Date.now().toString(36)}`;
    await api.call("/role/add", { roleName, codes: ["vms_live", "vms_device_qry"] });

    // The operation, in the console: edit the role.
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/orgManagement?tab=roles");
    const org = new OrgManagementPage(page);
    await org.removeRoleRight(roleName, "vms_device_qry");
    await expect(org.confirmation).toBeHidden();

    await page.goto("/privacySecurity/operation-logs");
    const log = new OperationLogPage(page);
    await expect(log.heading).toBeVisible();
    const edited = log.lines("role.update");
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText("Changed a role");
    await expect(edited).toContainText(roleName);
    await expect(log.lines("role.create")).toContainText(roleName);

    // Only the user module: the role lines go.
    await log.searchModule("Users");
    await expect(log.empty).toBeVisible();
    await log.searchModule("Roles");
    await expect(log.rows).toHaveCount(2);

    // §7: the export, read back.
    const file = await log.export();
    expect(file.suggestedFilename()).toMatch(/^operation-logs-\d{8}-\d{6}\.xlsx$/);
    const book = read(await readFile((await file.path())!));
    const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((r) => [r["Operation"], r["Detail"], r["Login name"]])).toEqual([
      ["role.update", roleName, user.email],
      ["role.create", roleName, user.email],
    ]);

    // The export is itself an operation.
    await log.searchModule("All modules");
    await expect(log.lines("opLog.export")).toHaveCount(1);
  });

  test.describe("issue 28: sentences and times", () => {
    // A time zone of its own: the times must be the viewer's local time, not the server's UTC.
    test.use({ timezoneId: "Asia/Shanghai" });
    /** YYYY-MM-DD HH:mm:ss in Shanghai (UTC+8, no daylight saving). */
    const shanghai = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

    test("§2 §9: a person reads an export line as a sentence with formatted times, in English and Chinese", async ({ page, baseURL, loginPage }) => {
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const startTime = Date.now() - 3_600_000;
      const endTime = Date.now();
      const exported = await api.call("/event/export", { startTime, endTime });

      await loginPage.goto();
      await loginPage.signIn(user.email, user.password);
      const log = new OperationLogPage(page);
      await log.openFromMenu();
      const line = log.lines("event.export");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("Exported events");
      await expect(line).toContainText(`0 events from ${shanghai(startTime)} to ${shanghai(endTime)}, file ${exported.fileName}`);
      await expect(line).not.toContainText(String(startTime));

      await log.chooseLanguage("简体中文");
      await expect(line).toContainText("导出了事件");
      await expect(line).toContainText(`${shanghai(startTime)} 至 ${shanghai(endTime)} 的 0 条事件，文件 ${exported.fileName}`);
    });
  });

  // Issue 28 "Logged": a plate import reads as a sentence naming the file, the count and the outcome.
  test("§2 §5: an administrator imports a plate file and reads the import in the operation log, in English and Chinese", async ({ page, baseURL, loginPage }) => {
    test.setTimeout(90_000);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    await api.call("/vehicle-licence-plate-group/add", { groupName: "Gate plates" });
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([["Plate number", "Vehicle type", "Owner"], ["LOG1", "car", "Ann"], ["LOG2", "truck", "Bo"]]), "Plates");
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "vms-e2e-oplog-")), "gate-plates.xlsx");
    writeFileSync(file, write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);

    await loginPage.goto();
    await loginPage.signIn(user.email, user.password);
    const rules = new AlarmRulesPage(page);
    await rules.openFromMenu();
    await rules.openPlateLibraries();
    await rules.openLibrary("Gate plates");
    await rules.importPlates(file);
    await expect(rules.importSuccess).toContainText("2 plates imported.");
    await rules.closeImport();
    await expect(rules.importDialog).toBeHidden();

    const log = new OperationLogPage(page);
    await log.openFromMenu();
    const line = log.lines("vehicle-licence-plate.import");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Imported plates from a file");
    await expect(line).toContainText("gate-plates.xlsx: 2 of 2 plates imported");

    await log.chooseLanguage("简体中文");
    await expect(line).toContainText("从文件导入了车牌");
    await expect(line).toContainText("gate-plates.xlsx：已导入 2 / 2 个车牌");
  });
});
