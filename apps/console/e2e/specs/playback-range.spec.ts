import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

// Issue 12 "see each §4 range rule hold" on the playback page (spec §4 Playback range, §9 31 days).
// The timeline of window 1 spans the applied range (24 h at the widest zoom, from the range's start).
test("§4: an end equal to the start plays that whole day; an end before the start is ignored", async ({ page, baseURL }) => {
  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/live?mode=playback");
  const slider = page.getByRole("slider", { name: "Timeline of window 1" });
  const midnight = (y: number, m: number, d: number) => page.evaluate(([yy, mm, dd]) => new Date(yy!, mm! - 1, dd!).getTime() / 1000, [y, m, d]);
  await page.getByLabel("From", { exact: true }).fill("2026-11-10");
  await page.getByLabel("To", { exact: true }).fill("2026-11-10");
  const start = await midnight(2026, 11, 10);
  await expect(slider).toHaveAttribute("data-from", String(start));
  await expect(slider).toHaveAttribute("data-to", String(start + 86_400));
  await expect(slider).toHaveAttribute("aria-valuetext", "2026-11-10 00:00:00");
  // An end before the start changes nothing: the previous range stays, with no message.
  await page.getByLabel("To", { exact: true }).fill("2026-11-05");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-11-05");
  await expect(slider).toHaveAttribute("data-from", String(start));
  await expect(slider).toHaveAttribute("aria-valuetext", "2026-11-10 00:00:00");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
