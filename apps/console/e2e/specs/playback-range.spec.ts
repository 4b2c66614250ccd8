import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { PlaybackPage } from "../pages/playback-page";

// Issue 12 "see each §4 range rule hold" on the playback page (spec §4 Playback range, §9 31 days).
// The timeline of window 1 spans the applied range (24 h at the widest zoom, from the range's start).
test("§4 §9 issue 28: a day field is the whole day (To is inclusive); an end before the start is ignored and the page says so", async ({ page, baseURL }) => {
  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/live");
  const playback = new PlaybackPage(page);
  await playback.openTab();
  const slider = playback.timeline(1);
  const range = playback.range;
  const midnight = (y: number, m: number, d: number) => page.evaluate(([yy, mm, dd]) => new Date(yy!, mm! - 1, dd!).getTime() / 1000, [y, m, d]);
  // From one day To the next: both days, up to 23:59:59 of the second (§9 day helper), not its midnight.
  await playback.setRange("2026-11-09", "2026-11-10");
  await expect(range).toHaveText("Recordings from 2026-11-09 00:00:00 to 2026-11-10 23:59:59");
  // The same day twice is that whole day.
  await playback.from.fill("2026-11-10");
  const start = await midnight(2026, 11, 10);
  await expect(range).toHaveText("Recordings from 2026-11-10 00:00:00 to 2026-11-10 23:59:59");
  await expect(slider).toHaveAttribute("data-from", String(start));
  await expect(slider).toHaveAttribute("data-to", String(start + 86_400));
  await expect(slider).toHaveAttribute("aria-valuetext", "2026-11-10 00:00:00");
  // An end before the start changes nothing, and the page says why.
  await playback.to.fill("2026-11-05");
  await expect(playback.to).toHaveValue("2026-11-05");
  await expect(playback.rangeIgnored).toHaveText("The end day is before the start day: the range was not changed.");
  await expect(range).toHaveText("Recordings from 2026-11-10 00:00:00 to 2026-11-10 23:59:59");
  await expect(slider).toHaveAttribute("data-from", String(start));
  // A valid range again clears the warning.
  await playback.to.fill("2026-11-11");
  await expect(playback.rangeIgnored).toHaveCount(0);
  await expect(range).toHaveText("Recordings from 2026-11-10 00:00:00 to 2026-11-11 23:59:59");
  // The calendar shows the start day's month, and its arrows show the others (issue 28).
  await expect(playback.calendarMonth).toHaveText("2026-11");
  await playback.nextMonth();
  await expect(playback.calendarMonth).toHaveText("2026-12");
  await expect(playback.calendarDay(/^31 2026-12-31/)).toBeVisible();
});

// Issue 28 / spec §9: date fields show and take YYYY-MM-DD as typed key by key, whatever the browser's locale.
test("§9 issue 28: the day fields take YYYY-MM-DD typed key by key; another format is refused at the field", async ({ page, baseURL }) => {
  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/home");
  const playback = new PlaybackPage(page);
  await playback.open();
  const { from, to } = playback;
  await expect(from).toHaveAttribute("placeholder", "YYYY-MM-DD");
  await to.fill("2026-11-10");
  await from.clear();
  await from.pressSequentially("2026-11-08");
  await expect(from).toHaveValue("2026-11-08");
  await expect(playback.range).toHaveText("Recordings from 2026-11-08 00:00:00 to 2026-11-10 23:59:59");
  // The browser's own format is not a date here: the field says which format it takes, the range stays.
  await from.fill("11/07/2026");
  await expect(playback.dayFormatRefused).toBeVisible();
  await expect(playback.range).toHaveText("Recordings from 2026-11-08 00:00:00 to 2026-11-10 23:59:59");
});
