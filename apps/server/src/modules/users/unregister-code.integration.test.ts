import { Code } from "@vms/api-client";
import { expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

describeOnEngines("account deletion confirmed by an e-mail code", (engine) => {
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer, authTuning: { codeResendMs: 0 } });
  const api = testApi(() => server().baseUrl);
  let orgs = 0;

  async function freshOrg() {
    const domain = `org${++orgs}.unregister-code.test`;
    await createTestOrg(server().app.vms.database.db, `Unregister Co ${orgs}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `member@${domain}`, role: "ordinaryUser" },
    ]);
    return { domain, admin: await api.login(`admin@${domain}`, TEST_PASSWORD), member: await api.login(`member@${domain}`, TEST_PASSWORD) };
  }

  it("§7 /user/unregister*: a member deletes the account with the code mailed to them; a wrong code is 1007", async () => {
    const { domain, member } = await freshOrg();
    const sent = await api.call<{ resendAfter: number; expireSeconds: number }>("/user/unregister/send-code", {}, member);
    expect(sent.code).toBe(200);
    expect(sent.data.expireSeconds).toBeGreaterThan(0);
    const letter = mail.mails.filter((m) => m.to === `member@${domain}`).at(-1);
    expect(letter?.subject).toBe("Your VMS Console account deletion code");
    const code = mail.lastCode(`member@${domain}`);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await api.call("/user/unregister", { emailCode: wrong }, member)).code).toBe(Code.EMAIL_CODE_WRONG);
    expect((await api.call("/user/unregister", { emailCode: code }, member)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, member)).code).toBe(Code.ACCOUNT_DELETED);
    expect((await api.call("/user/login", { loginName: `member@${domain}`, password: TEST_PASSWORD })).code).toBe(Code.WRONG_CREDENTIALS);
  });

  it("§8: a blocked deletion (33400) does not use the code up; it deletes once the blocker is gone", async () => {
    const { domain, admin } = await freshOrg();
    expect((await api.call("/user/unregister/send-code", {}, admin)).code).toBe(200);
    const code = mail.lastCode(`admin@${domain}`);
    expect((await api.call("/user/unregister", { emailCode: code }, admin)).code).toBe(Code.HAS_SUB_USERS);
    const users = await api.call<{ list: Array<{ userId: string; email: string }> }>("/user/query", { pageNum: 1, pageSize: 10 }, admin);
    const memberId = users.data.list.find((u) => u.email === `member@${domain}`)!.userId;
    expect((await api.call("/user/delete", { userId: memberId }, admin)).code).toBe(200);
    expect((await api.call("/user/unregister", { emailCode: code }, admin)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, admin)).code).toBe(Code.ACCOUNT_DELETED);
  });

  it("§7: one user's code never deletes another account (1009), and the proof is the password or a code, not both (7000)", async () => {
    const { domain, admin, member } = await freshOrg();
    expect((await api.call("/user/unregister/send-code", {}, admin)).code).toBe(200);
    const adminCode = mail.lastCode(`admin@${domain}`);
    expect((await api.call("/user/unregister", { emailCode: adminCode }, member)).code).toBe(Code.CODE_NOT_SENT);
    expect((await api.call("/user/unregister", {}, member)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/unregister", { password: TEST_PASSWORD, emailCode: adminCode }, member)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/profile/get", {}, member)).code).toBe(200);
  });
});
