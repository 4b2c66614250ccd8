import { Code, type LoginResult, type SiteTreeNode } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const NEW_PASSWORD = "Invited-Pass-1";
const LINK = /\/(user|company)-register\/([0-9a-f-]{36})\/([0-9a-f-]{36})/;

describeOnEngines("invitations (spec §4, §7 /user/invite/*)", (engine) => {
  const { mailer, mails } = capturingMailer();
  let clock = Date.now();
  const server = useServer(engine, { mailer, clock: () => clock });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let admin: LoginResult;
  let other: LoginResult;
  let member: LoginResult;
  let sites: { hq: string; lobby: string; warehouse: string };
  let roleIds: Record<string, string>;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Invite Co", [
      { email: "admin@invite.test", role: "orgAdmin" },
      { email: "member@invite.test", role: "siteAdmin" },
    ]);
    await createTestOrg(db, "Other Co", [{ email: "admin@other.test", role: "orgAdmin" }]);
    admin = await api.login("admin@invite.test", TEST_PASSWORD);
    member = await api.login("member@invite.test", TEST_PASSWORD);
    other = await api.login("admin@other.test", TEST_PASSWORD);
    const hq = await steps.addSite(admin, "HQ");
    sites = { hq, lobby: await steps.addSite(admin, "Lobby", hq), warehouse: await steps.addSite(admin, "Warehouse") };
    const roles = await steps.ok<{ list: Array<{ roleId: string; roleName: string }> }>("/role/list", {}, admin);
    roleIds = Object.fromEntries(roles.list.map((r) => [r.roleName, r.roleId]));
  });

  /** The link of the last mail to `to`: [path, kind, inviteId, uuid]. */
  function linkTo(to: string) {
    const mail = mails.filter((m) => m.to === to).at(-1);
    const match = mail?.text.match(LINK);
    if (!mail || !match) throw new Error(`no invitation mailed to ${to}`);
    return { mail, path: match[0], kind: match[1], inviteId: match[2]!, uuid: match[3]! };
  }

  async function invite(email: string, extra: Record<string, unknown> = {}) {
    return steps.ok<{ inviteId: string }>("/user/invite", { email, roleId: roleIds["Site operator/viewer"], grants: [{ siteId: sites.hq, role: "SITE_VIEWER" }], ...extra }, admin);
  }

  it("§4: invite → mail → register → sign in with the invited role and only the granted sites", async () => {
    const { inviteId } = await invite("new@invite.test");
    const link = linkTo("new@invite.test");
    expect(link.inviteId).toBe(inviteId);
    expect(link.kind).toBe("user");
    expect(link.mail.subject).toContain("Invite Co");
    // The user exists, inactivated (state 0), and cannot sign in yet.
    const listed = await steps.ok<{ list: Array<{ email: string; state: number }> }>("/user/query", { state: 0 }, admin);
    expect(listed.list.map((u) => u.email)).toEqual(["new@invite.test"]);
    expect((await api.call("/user/login", { loginName: "new@invite.test", password: NEW_PASSWORD })).code).not.toBe(200);

    const check = await api.call("/user/invite/check", { inviteId, uuid: link.uuid });
    // Issue 28: the inviting organization's customer ID, so the registration page wears its branding.
    expect(check.data).toMatchObject({ kind: 1, email: "new@invite.test", orgName: "Invite Co", coId: admin.user.coId });
    const active = await api.call("/user/invite/active", { inviteId, uuid: link.uuid, userName: "New Person", password: NEW_PASSWORD });
    expect(active.code, active.text).toBe(200);

    const invited = await api.login("new@invite.test", NEW_PASSWORD);
    expect(invited.user).toMatchObject({ userName: "New Person", roleName: "Site operator/viewer", state: 1 });
    const tree = await steps.ok<{ list: SiteTreeNode[] }>("/user/site/tree", {}, invited);
    const names: string[] = [];
    const walk = (nodes: SiteTreeNode[]) => nodes.forEach((n) => { if (n.role !== "NO_ACCESS") names.push(n.siteName); walk(n.children); });
    walk(tree.list);
    expect(names.sort()).toEqual(["HQ", "Lobby"]);
    expect((await api.call("/site/detail", { siteId: sites.warehouse }, invited)).code).not.toBe(200);
  });

  it("§8: a link is single-use (20036), a wrong uuid or another invite's uuid is 20037, an expired one 20035", async () => {
    const { inviteId } = await invite("once@invite.test");
    const link = linkTo("once@invite.test");
    const body = { inviteId, uuid: link.uuid, userName: "Once", password: NEW_PASSWORD };
    const [first, second] = await Promise.all([api.call("/user/invite/active", body), api.call("/user/invite/active", body)]);
    expect([first.code, second.code].sort()).toEqual([200, Code.INVITE_USED]);
    expect((await api.call("/user/invite/active", body)).code).toBe(Code.INVITE_USED);
    expect((await api.call("/user/invite/check", { inviteId, uuid: link.uuid })).code).toBe(Code.INVITE_USED);

    await invite("late@invite.test");
    const late = linkTo("late@invite.test");
    expect((await api.call("/user/invite/check", { inviteId: late.inviteId, uuid: link.uuid })).code).toBe(Code.INVITE_INVALID);
    expect((await api.call("/user/invite/check", { inviteId: late.inviteId, uuid: "x" })).code).toBe(Code.INVITE_INVALID);
    expect((await api.call("/user/invite/check", { inviteId: "nope", uuid: late.uuid })).code).toBe(Code.INVITE_INVALID);
    clock += 73 * 3_600_000;
    try {
      expect((await api.call("/user/invite/check", { inviteId: late.inviteId, uuid: late.uuid })).code).toBe(Code.INVITE_EXPIRED);
    } finally {
      clock -= 73 * 3_600_000;
    }
  });

  it("§4: resend mails a new link and the old one stops working; update and delete act on pending invites", async () => {
    const { inviteId } = await invite("again@invite.test");
    const old = linkTo("again@invite.test");
    await steps.ok("/user/invite/retry", { inviteId }, admin);
    const fresh = linkTo("again@invite.test");
    expect(fresh.uuid).not.toBe(old.uuid);
    expect((await api.call("/user/invite/check", { inviteId, uuid: old.uuid })).code).toBe(Code.INVITE_INVALID);
    expect((await api.call("/user/invite/check", { inviteId, uuid: fresh.uuid })).code).toBe(200);

    await steps.ok("/user-invite/update", { inviteId, roleId: roleIds["Live-only viewer"], grants: [{ siteId: sites.warehouse, role: "LIVE_ONLY_VIEWER" }] }, admin);
    const detail = await steps.ok<{ roleName: string; grants: Array<{ siteId: string }> }>("/invite/detail", { inviteId }, admin);
    expect(detail.roleName).toBe("Live-only viewer");
    expect(detail.grants.map((g) => g.siteId)).toEqual([sites.warehouse]);

    await steps.ok("/user-invite/delete", { inviteId }, admin);
    expect((await api.call("/user/invite/check", { inviteId, uuid: fresh.uuid })).code).toBe(Code.INVITE_INVALID);
    const users = await steps.ok<{ list: Array<{ email: string }> }>("/user/query", { keyword: "again@" }, admin);
    expect(users.list).toEqual([]);
  });

  it("§8: an address that already has an account is refused with 20022; bad input with 7000", async () => {
    expect((await api.call("/user/invite", { email: "member@invite.test", roleId: roleIds["Ordinary user"] }, admin)).code).toBe(Code.ACCOUNT_EXISTS);
    expect((await api.call("/user/invite", { email: "admin@other.test", roleId: roleIds["Ordinary user"] }, admin)).code).toBe(Code.ACCOUNT_EXISTS);
    expect((await api.call("/user/invite", { email: "no-role@invite.test" }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/invite", { email: "not-an-email", roleId: roleIds["Ordinary user"] }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/invite", { email: "x@invite.test", roleId: "00000000-0000-4000-8000-000000000000" }, admin)).code).toBe(Code.ROLE_MISSING);
  });

  it("§6: IDOR — another organization cannot read, resend, change or delete an invitation, nor use its roles", async () => {
    const { inviteId } = await invite("idor@invite.test");
    for (const [path, data] of [
      ["/invite/detail", { inviteId }],
      ["/user/invite/retry", { inviteId }],
      ["/user-invite/update", { inviteId, roleId: roleIds["Ordinary user"] }],
      ["/user-invite/delete", { inviteId }],
    ] as const) {
      expect((await api.call(path, data, other)).code, path).toBe(Code.NOT_IN_ORG);
    }
    const theirs = await steps.ok<{ list: Array<{ email: string }> }>("/invite/list", {}, other);
    expect(theirs.list.map((i) => i.email)).not.toContain("idor@invite.test");
    // A custom role of Invite Co is not usable by Other Co.
    const { roleId } = await steps.ok<{ roleId: string }>("/role/add", { roleName: "Private", codes: ["vms_live"] }, admin);
    expect((await api.call("/user/invite", { email: "y@other.test", roleId }, other)).code).toBe(Code.ROLE_MISSING);
    // Grants on another organization's site are refused.
    const foreign = await api.call("/user/invite", { email: "z@other.test", roleId: roleIds["Ordinary user"], grants: [{ siteId: sites.hq, role: "SITE_VIEWER" }] }, other);
    expect(foreign.code).not.toBe(200);
    expect((await api.call("/user/query", { keyword: "z@other.test" }, other)).data).toMatchObject({ list: [] });
    expect(mails.some((m) => m.to === "z@other.test")).toBe(false);
  });

  it("§6: only administrators invite (a site administrator is refused with 5000)", async () => {
    expect((await api.call("/user/invite", { email: "sa@invite.test", roleId: roleIds["Ordinary user"] }, member)).code).toBe(Code.NO_PERMISSION);
  });

  it("§7: /company-register registers a new organization whose administrator is the invitee", async () => {
    await steps.ok("/user/invite", { email: "boss@newco.test", kind: 2 }, admin);
    const link = linkTo("boss@newco.test");
    expect(link.kind).toBe("company");
    const body = { inviteId: link.inviteId, uuid: link.uuid, userName: "Boss", password: NEW_PASSWORD };
    expect((await api.call("/user/invite/active", body)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/invite/active", { ...body, orgName: "New Co" })).code).toBe(200);
    const boss = await api.login("boss@newco.test", NEW_PASSWORD);
    expect(boss.user).toMatchObject({ orgName: "New Co", isAdmin: 1 });
    expect((await api.call("/user/invite/active", { ...body, orgName: "Again" })).code).toBe(Code.INVITE_USED);
  });
});
