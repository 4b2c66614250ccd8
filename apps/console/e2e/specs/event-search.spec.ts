import { readFile } from "node:fs/promises";
import { read, utils } from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordingAiCamera } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

/** Picks `option` in the MUI select with test id `testId` (multi-selects stay open: Escape closes them). */
async function choose(page: Page, testId: string, options: string[]) {
  await page.getByTestId(testId).click();
  for (const option of options) await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

test.describe("§2 event search with a simulated camera", () => {
  test("§1 §2 §3 §7: an emitted event appears in /search; person + gender + upper colour filter; detail with its video; xlsx export read back", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Events ${Date.now().toString(36)}`, null);
    const descriptor = lab.pick("events", recordingAiCamera);
    const camera = await lab.start(descriptor);
    await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Gate camera" });

    await openSignedIn(page, await loginViaApi(baseURL!, user), "/search");
    await expect(page.getByRole("heading", { name: "Event search" })).toBeVisible();
    await expect(page.getByTestId("event-empty")).toBeVisible();

    // Three detections: only the first is a woman in red.
    // A camera emits only on an online, enabled channel: each call must have sent its frame.
    const woman = camera.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 2, upperColor: 4 } });
    expect(woman).not.toBeNull();
    expect(camera.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 1, upperColor: 4 } })).not.toBeNull();
    expect(camera.emitEvent({ targetType: "motorVehicle", eventType: "SMART_MOTION", plate: "QW1234" })).not.toBeNull();
    await expect(async () => {
      await page.getByTestId("event-search-submit").click();
      await expect(page.getByTestId("event-card")).toHaveCount(3, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("event-total")).toHaveText("3 events");

    // §3: the attribute filters fit the target.
    await choose(page, "filter-target", ["Person"]);
    await choose(page, "filter-attr-gender", ["Female"]);
    await choose(page, "filter-attr-upperColor", ["Red"]);
    await page.getByTestId("event-search-submit").click();
    await expect(page.getByTestId("event-card")).toHaveCount(1);
    await expect(page.getByTestId("event-total")).toHaveText("1 events");

    // The detail shows the snapshot, the crop and the attributes.
    await page.getByTestId("event-card").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Person · Perimeter")).toBeVisible();
    await expect(dialog.getByText("Gender: Female")).toBeVisible();
    await expect(dialog.getByText("Upper clothing colour: Red")).toBeVisible();
    for (const id of ["event-snapshot", "event-crop"]) {
      await expect.poll(() => dialog.getByTestId(id).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    // §2: the video around the event (/event/video/search) plays through the playback player, inside its window.
    const clip = dialog.getByTestId("event-clip");
    await expect(clip).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    const wall = async () => Number(await clip.getByTestId("event-clip-clock").getAttribute("data-wall-ms"));
    await expect.poll(wall, { timeout: 10_000 }).toBeGreaterThanOrEqual(woman!.occurredAt - 10_000);
    expect(await wall()).toBeLessThanOrEqual(woman!.occurredAt + 20_000);
    await dialog.getByRole("button", { name: "Close" }).click();

    // The list view holds the same result.
    await page.getByTestId("event-view-list").click();
    await expect(page.getByTestId("event-row")).toHaveCount(1);

    // §7: export the filtered results and read the file back.
    const download = page.waitForEvent("download");
    await page.getByTestId("event-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^events-\d{8}-\d{6}\.xlsx$/);
    const book = read(await readFile((await file.path())!));
    const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Target: "Person", "Event type": "Perimeter", "Device SN": camera.sn });
    expect(rows[0]!["Attributes"]).toContain("gender=2");
  });

  test("§5: a range over 31 days cannot be searched", async ({ page, baseURL }) => {
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/search");
    await page.getByTestId("filter-from").fill("2026-01-01T00:00");
    await page.getByTestId("filter-to").fill("2026-02-01T00:01");
    await expect(page.getByText("The range may not exceed 31 days.")).toBeVisible();
    await expect(page.getByTestId("event-search-submit")).toBeDisabled();
    await page.getByTestId("filter-to").fill("2026-02-01T00:00");
    await expect(page.getByTestId("event-search-submit")).toBeEnabled();
  });
});
