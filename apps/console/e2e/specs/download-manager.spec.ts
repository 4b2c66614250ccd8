import type { ApiClient } from "@vms/api-client";
import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { DownloadsPage } from "../pages/downloads-page";

/** A demo camera whose recorder holds at least `seconds` recorded in the last day (spec §7 searchRECLog). */
async function recordedStart(api: ApiClient, seconds: number) {
  const { list } = await api.call("/camera/list", {});
  const to = Math.floor(Date.now() / 1000) - 600;
  for (const c of list.filter((x) => x.status === 1 && x.deviceStatus === 1)) {
    const answer = await api.call("/device/rec-log/list", { sn: c.sn, chlIndex: c.chlIndex, startTime: to - 86_400, endTime: to }).catch(() => null);
    const stretch = answer?.segments.find((s) => s.endTime - s.startTime >= seconds + 10);
    if (stretch) return { sn: c.sn, chlIndex: c.chlIndex, startTime: stretch.startTime + 5 };
  }
  return null;
}

// Spec §2 "Download task manager": reachable from the top bar of every shell page, apart from the
// profile's table. The task is created and paused through the API, so it stays unfinished.
test("§2 §4: the top bar's Downloads button counts unfinished tasks and opens the manager with the task, its state and actions", async ({ page, baseURL }) => {
  const api = await signedInApi(baseURL!, DEMO_ADMIN);
  const from = await recordedStart(api, 900);
  expect(from, "a demo recorder with 15 recorded minutes in the last day").toBeTruthy();
  const created = await api.call("/download-task/create", { ...from!, duration: 900 });
  await api.call("/download-task/control", { taskId: created.taskId, action: "pause" });

  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/home");
  const downloads = new DownloadsPage(page);
  await expect(downloads.button).toHaveAccessibleName(/^Downloads \(\d+\+? unfinished\)$/);
  await downloads.button.focus();
  await page.keyboard.press("Enter");
  const file = created.fileName;
  await expect(downloads.state(file, "Paused")).toBeVisible();
  await expect(downloads.action(file, "Continue")).toBeVisible();
  await expect(downloads.action(file, "Pause")).toHaveCount(0);
  // Leave the shared server as found: delete the task from the drawer (spec §4 delete).
  // Issue 28: deleting asks first in the console's own dialog, then says it was done.
  await downloads.action(file, "Delete").click();
  await expect(downloads.deleteConfirmation(file)).toContainText("The task and its file are deleted.");
  await downloads.confirmDelete(file);
  // The answer first: the toast shows for a few seconds, the list refreshes after it.
  await expect(downloads.deleted).toBeVisible();
  await expect(downloads.row(file)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(downloads.drawer).toBeHidden();
  await expect(downloads.button).toBeFocused();
});
