import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordsFirstChannel } from "../fixtures/devices";
import { waitForMailLine } from "../fixtures/outbox";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { ArchivesPage } from "../pages/archives-page";
import { OrgManagementPage } from "../pages/org-management-page";
import { PublicBrand } from "../pages/public-brand";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

// Issue 28 (spec §1 branding, §2 /archives-share/{id}, /user-register/{inviteId}/{uuid}): an organization's
// logo and title brand its public pages, not only its console. A visitor without an account meets them
// by opening a link someone sent: the share link copied from the share dialog, the invitation mail's link.
test("§1 §2 issue 28: after uploading a logo, the organization's share link and invitation open with its logo, title and tab title", async ({ page, browser, baseURL, shellPage }) => {
  test.setTimeout(150_000);
  const user = await registerUser(baseURL!);
  const api = await signedInApi(baseURL!, user);
  const orgName = `Harbour Watch ${Date.now().toString(36)}`;
  const site = await createSite(api, `Quay ${Date.now().toString(36)}`, null);
  const descriptor = lab.pick("branding", recordsFirstChannel);
  const camera = await lab.start(descriptor);
  await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Quay camera" });
  const now = Math.floor(Date.now() / 1000);
  let archived = false;
  for (const channel of descriptor.channels.filter((c) => c.status === 1 && c.enabled)) {
    const { segments } = await api.call("/device/rec-log/list", { sn: camera.sn, chlIndex: channel.chlIndex, startTime: now - 3 * 86_400, endTime: now - 600 });
    const segment = segments.find((s) => s.endTime - s.startTime >= 40);
    if (!segment) continue;
    await api.call("/archives/create", { sn: camera.sn, chlIndex: channel.chlIndex, startTime: segment.startTime + 5, endTime: segment.startTime + 35, title: "Quay 30 s", source: "local" });
    archived = true;
    break;
  }
  expect(archived, "a recording on the lab camera").toBe(true);

  await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
  const org = new OrgManagementPage(page);
  await org.open("organization");
  let said = expect(shellPage.toast.filter({ hasText: "The organization details were saved." })).toBeVisible();
  await org.saveDetails(orgName, "1 Harbour Road", "Front desk");
  await said;
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 80);
    canvas.getContext("2d")!.fillRect(0, 0, 160, 40);
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer()));
  });
  said = expect(shellPage.toast.filter({ hasText: "The logo was uploaded." })).toBeVisible();
  await org.uploadLogo(Buffer.from(png));
  await said;

  // The share link, copied from the archive's share dialog.
  const archives = new ArchivesPage(page);
  await archives.open();
  await expect(archives.row("Quay 30 s").getByTestId("archive-status")).toHaveText("Done", { timeout: 60_000 });
  const link = await archives.shareLink("Quay 30 s");

  // An anonymous visitor (no session, nothing stored) opens it: the organization's logo, title and tab title.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole("heading", { name: "Quay 30 s" })).toBeVisible();
  const brand = new PublicBrand(shared);
  await expect(brand.title).toHaveText(orgName);
  await expect(brand.logo).toHaveAttribute("src", /\/user\/merchant-logo\//);
  await expect.poll(() => brand.logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(shared).toHaveTitle(new RegExp(orgName));

  // An invitation of the same organization: its registration page wears the same branding.
  const email = `branded-${Date.now().toString(36)}@example.com`;
  await org.open("invites");
  await page.getByTestId("invite-open").click();
  await page.getByTestId("invite-email").fill(email);
  await page.getByTestId("invite-role").click();
  await page.getByRole("option", { name: "Site operator/viewer" }).click();
  await page.getByTestId("invite-send").click();
  await expect(org.inviteRow(email)).toContainText("Pending");
  const invitation = new URL(await waitForMailLine(email, /\/user-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(invitation.pathname);
  await expect(invitee.getByTestId("invite-summary")).toContainText(email);
  const invitedBrand = new PublicBrand(invitee);
  await expect(invitedBrand.title).toHaveText(orgName);
  await expect(invitedBrand.logo).toHaveAttribute("src", /\/user\/merchant-logo\//);
  await expect(invitee).toHaveTitle(new RegExp(orgName));
  await visitor.close();
});
