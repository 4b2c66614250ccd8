import { readFile } from "node:fs/promises";
import { read, utils } from "@e965/xlsx";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordingAiCamera } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { EventSearchPage } from "../pages/event-search-page";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

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
    const events = new EventSearchPage(page);
    await expect(events.heading).toBeVisible();
    await expect(events.empty).toBeVisible();

    // Three detections: only the first is a woman in red.
    // A camera emits only on an online, enabled channel: each call must have sent its frame.
    const woman = camera.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 2, upperColor: 4 } });
    expect(woman).not.toBeNull();
    expect(camera.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 1, upperColor: 4 } })).not.toBeNull();
    expect(camera.emitEvent({ targetType: "motorVehicle", eventType: "SMART_MOTION", plate: "QW1234" })).not.toBeNull();
    await expect(async () => {
      await events.search();
      await expect(events.cards).toHaveCount(3, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(events.total).toHaveText("3 events");

    // §3: the attribute filters fit the target.
    await events.choose("filter-target", ["Person"]);
    await events.choose("filter-attr-gender", ["Female"]);
    await events.choose("filter-attr-upperColor", ["Red"]);
    await events.search();
    await expect(events.cards).toHaveCount(1);
    await expect(events.total).toHaveText("1 events");

    // The detail shows the snapshot, the crop and the attributes.
    await events.openCard();
    const dialog = events.detail;
    await expect(dialog.getByText("Person · Perimeter")).toBeVisible();
    await expect(dialog.getByText("Gender: Female")).toBeVisible();
    await expect(dialog.getByText("Upper clothing colour: Red")).toBeVisible();
    for (const id of ["event-snapshot", "event-crop"]) {
      await expect.poll(() => events.imageWidth(id)).toBeGreaterThan(0);
    }
    // §2: the video around the event (/event/video/search) plays through the playback player, inside its window.
    await expect(events.clip).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    await expect.poll(() => events.clipWallMs(), { timeout: 10_000 }).toBeGreaterThanOrEqual(woman!.occurredAt - 10_000);
    expect(await events.clipWallMs()).toBeLessThanOrEqual(woman!.occurredAt + 20_000);
    await events.closeDetail();

    // The list view holds the same result.
    await events.listView();
    await expect(events.rows).toHaveCount(1);

    // §7: export the filtered results and read the file back.
    const file = await events.export();
    expect(file.suggestedFilename()).toMatch(/^events-\d{8}-\d{6}\.xlsx$/);
    const book = read(await readFile((await file.path())!));
    const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Target: "Person", "Event type": "Perimeter", "Device SN": camera.sn });
    // Issue 28: the attribute column is the console's words, not codes.
    expect(rows[0]!["Attributes"]).toContain("Gender: Female");
    expect(rows[0]!["Attributes"]).toContain("Upper clothing colour: Red");
  });

  test("§5: a range over 31 days cannot be searched", async ({ page, baseURL }) => {
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/search");
    const events = new EventSearchPage(page);
    await events.from.fill("2026-01-01T00:00");
    await events.to.fill("2026-02-01T00:01");
    await expect(events.rangeTooLong).toBeVisible();
    await expect(events.searchButton).toBeDisabled();
    await events.to.fill("2026-02-01T00:00");
    await expect(events.searchButton).toBeEnabled();
  });
});

// Issue 28 "Named" (spec §3 vocabularies): colours and brands by name, one vocabulary for search,
// chips and export, in both languages.
const NAMED = {
  "en-US": {
    menuSearch: "Event search", motor: "Motor vehicle", person: "Person", nonMotor: "Non-motor vehicle", red: "Red", chipBrand: "Brand: Toyota", chipColour: "Colour: Red",
    chipLower: "Lower clothing: Shorts", chipNonMotor: "Non-motor vehicle type: Bicycle", exportBrand: "Brand: Toyota", attrHeader: "Attributes",
  },
  "zh-CN": {
    menuSearch: "事件搜索", motor: "机动车", person: "人员", nonMotor: "非机动车", red: "红色", chipBrand: "品牌: Toyota", chipColour: "颜色: 红色",
    chipLower: "下装: 短裤", chipNonMotor: "非机动车类型: 自行车", exportBrand: "品牌: Toyota", attrHeader: "属性",
  },
} as const;

test.describe("§3 issue 28: attribute values are named, alike everywhere", () => {
  for (const locale of ["en-US", "zh-CN"] as const) {
    test(`§3: brands and colours by name in the filter, the chips and the export (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const words = NAMED[locale];
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const site = await createSite(api, `Named ${Date.now().toString(36)}`, null);
      const camera = await lab.start(lab.pick("events", recordingAiCamera));
      await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Gate camera" });
      expect(camera.emitEvent({ targetType: "motorVehicle", eventType: "SMART_MOTION", plate: "TY0001", attributes: { brand: 1, color: 4 } })).not.toBeNull();
      expect(camera.emitEvent({ targetType: "motorVehicle", eventType: "SMART_MOTION", plate: "VW0002", attributes: { brand: 2, color: 4 } })).not.toBeNull();
      expect(camera.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { lowerType: "shorts" } })).not.toBeNull();
      expect(camera.emitEvent({ targetType: "nonMotorVehicle", eventType: "PERIMETER", attributes: { nonMotorType: "bike" } })).not.toBeNull();

      // A person starts from the live page and opens event search from the menu.
      await openSignedIn(page, await loginViaApi(baseURL!, user), "/live", { "vms.locale": locale });
      const events = new EventSearchPage(page, words.menuSearch);
      await events.openFromMenu();
      await expect(events.heading).toBeVisible();
      await expect(async () => {
        await events.search();
        await expect(events.cards).toHaveCount(4, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      // The detail names each value as the rule form does ("Lower clothing: Shorts", not "Trousers: Shorts").
      for (const [target, chip] of [[words.person, words.chipLower], [words.nonMotor, words.chipNonMotor]] as const) {
        await events.choose("filter-target", [target]);
        await events.search();
        await expect(events.cards).toHaveCount(1);
        await events.openCard();
        await expect(events.detail.getByText(chip, { exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(events.detail).toHaveCount(0);
      }

      // The brand filter is a type-ahead of names (no "Brand 1"), the colour filter names colours.
      await events.choose("filter-target", [words.motor]);
      await events.typeAhead("filter-attr-brand", "toyo", "Toyota");
      await events.choose("filter-attr-color", [words.red]);
      await events.search();
      await expect(events.cards).toHaveCount(1);
      await events.listView();
      const row = events.rows;
      await expect(row.getByText(words.chipBrand, { exact: true })).toBeVisible();
      await expect(row.getByText(words.chipColour, { exact: true })).toBeVisible();
      await expect(row.getByText(/Brand \d|Colour \d|品牌 \d|颜色 \d/)).toHaveCount(0);

      const download = await events.export();
      const book = read(await readFile((await download.path())!));
      const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
      expect(rows).toHaveLength(1);
      expect(rows[0]![words.attrHeader]).toContain(words.exportBrand);
      expect(rows[0]![words.attrHeader]).not.toMatch(/brand=|color=/);
    });
  }

  test("§2: cameras with the same name are told apart in the camera picker by their device", async ({ page, baseURL }) => {
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Car park ${Date.now().toString(36)}`, null);
    for (const deviceName of ["East NVR", "West NVR"]) {
      const descriptor = lab.pick(`same-name-${deviceName}`, recordingAiCamera);
      const renamed = { ...descriptor, channels: descriptor.channels.map((c, i) => (i === 0 ? { ...c, name: "Parking 1" } : c)) };
      const camera = await lab.start(renamed);
      await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: deviceName });
    }
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
    const events = new EventSearchPage(page);
    await events.openFromMenu();
    await events.typeInto("filter-cameras", "Parking 1");
    await expect(events.option(`Parking 1 (${site.siteName} · East NVR)`)).toBeVisible();
    await expect(events.option(`Parking 1 (${site.siteName} · West NVR)`)).toBeVisible();
  });
});
