import { readFile } from "node:fs/promises";
import { read, utils } from "@e965/xlsx";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
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
    await page.getByTestId(`role-row-${roleName}`).getByTestId("role-edit").click();
    await page.getByTestId("role-code-vms_device_qry").uncheck();
    await page.getByTestId("role-save").click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.goto("/privacySecurity/operation-logs");
    await expect(page.getByRole("heading", { name: "Operation logs" })).toBeVisible();
    const edited = page.locator('[data-testid="oplog-row"][data-action="role.update"]');
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText("Changed a role");
    await expect(edited).toContainText(roleName);
    await expect(page.locator('[data-testid="oplog-row"][data-action="role.create"]')).toContainText(roleName);

    // Only the user module: the role lines go.
    await page.getByTestId("oplog-filter-module").click();
    await page.getByRole("option", { name: "Users", exact: true }).click();
    await page.getByTestId("oplog-search").click();
    await expect(page.getByTestId("oplog-empty")).toBeVisible();
    await page.getByTestId("oplog-filter-module").click();
    await page.getByRole("option", { name: "Roles", exact: true }).click();
    await page.getByTestId("oplog-search").click();
    await expect(page.getByTestId("oplog-row")).toHaveCount(2);

    // §7: the export, read back.
    const download = page.waitForEvent("download");
    await page.getByTestId("oplog-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^operation-logs-\d{8}-\d{6}\.xlsx$/);
    const book = read(await readFile((await file.path())!));
    const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((r) => [r["Operation"], r["Detail"], r["Login name"]])).toEqual([
      ["role.update", roleName, user.email],
      ["role.create", roleName, user.email],
    ]);

    // The export is itself an operation.
    await page.getByTestId("oplog-filter-module").click();
    await page.getByRole("option", { name: "All modules", exact: true }).click();
    await page.getByTestId("oplog-search").click();
    await expect(page.locator('[data-testid="oplog-row"][data-action="opLog.export"]')).toHaveCount(1);
  });
});
