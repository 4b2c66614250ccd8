import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn, storedSession } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

const CHUNK_MS = 20 * 60_000;

test.describe("§4 token renewal (≤ 300 s left)", () => {
  test("§4: close to expiry the console renews the token once and keeps working", async ({ page, baseURL, shellPage, accountPage }) => {
    await page.clock.install();
    const session = await loginViaApi(baseURL!, DEMO_ADMIN);
    // Nothing may call the server while the page's clock jumps: a call would answer 4500 first and
    // correct the clock before the renewal timer fires. The shell's maintenance-notice check runs every
    // 5 minutes (it fails silently), and the /account page polls its download tasks every 3 s.
    await page.route("**/vms/sysmsg/maintenance/latest", (route) => route.abort());
    await openSignedIn(page, session, "/account/version-info");
    await expect(shellPage.shell).toBeVisible();
    const renewals: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/vms/token/renewal")) renewals.push(request.url());
    });

    // Fast-forward to 250 s before expiry, moving the pointer between jumps so idle logout stays away.
    const target = session.expireTime - 250_000;
    for (let now = await page.evaluate(() => Date.now()); target - now > CHUNK_MS; now = await page.evaluate(() => Date.now())) {
      await page.clock.fastForward(CHUNK_MS);
      await shellPage.beActive();
    }
    expect(renewals).toEqual([]);
    await page.clock.fastForward(target - (await page.evaluate(() => Date.now())));

    // The page's clock is now ~2 h ahead of the server's: the first try answers 4500 with the
    // server time, the client corrects its clock and the renewal goes through.
    await expect.poll(async () => (await storedSession(page))?.token).not.toBe(session.token);
    const renewed = (await storedSession(page))!;
    expect(renewed.sid).not.toBe(session.sid);
    expect(renewed.expireTime).toBeGreaterThan(session.expireTime);
    // One renewal: the 4500 refusal and its corrected retry are the same renewal.
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    expect(renewals.length).toBeLessThanOrEqual(2);

    // The app keeps working with the new token: on the account page the profile is fetched and answers.
    await expect(shellPage.versionCell("server-version")).not.toBeEmpty();
    const profileAnswer = page.waitForResponse((response) => response.url().endsWith("/vms/user/profile/get"));
    await shellPage.menuEntry("account").click();
    const body = (await (await profileAnswer).json()) as { basic: { code: number } };
    expect(body.basic.code).toBe(200);
    await expect(accountPage.profileForm).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ token: renewed.token });
  });
});
