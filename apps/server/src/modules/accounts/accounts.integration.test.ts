import { Code, type LoginResult } from "@vms/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verificationCodes } from "../../db/schema/index.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const NEW_PASSWORD = "New-Pass-456";

describeOnEngines("sign-up, e-mail codes and passwords", (engine) => {
  describe("with the product limits", () => {
    const mail = capturingMailer();
    const server = useServer(engine, { mailer: mail.mailer });
    const api = testApi(() => server().baseUrl);
    const register = (email: string, emailCode: string) =>
      api.call<{ userId: string }>("/user/register", { email, password: TEST_PASSWORD, emailCode, userName: "Founder", orgName: "Founded Co", agreeTerms: true });
    const sendRegister = (loginName: string) => api.call("/code/dynamic/create", { loginName, typeEnum: "REGISTER", category: 1 });

    beforeAll(async () => {
      await createTestOrg(server().app.vms.database.db, "Existing Co", [{ email: "taken@acct.test", role: "orgAdmin" }]);
    });

    it("§7 /user/register: the mailed code creates an organization whose administrator can sign in", async () => {
      const sent = await sendRegister("New@Acct.test");
      expect(sent.data).toEqual({ resendAfter: 120, expireSeconds: 600 });
      expect(mail.mails.at(-1)).toMatchObject({ to: "new@acct.test" });
      const created = await register("new@acct.test", mail.lastCode("new@acct.test"));
      expect(created.code).toBe(200);
      const login = await api.login("new@acct.test", TEST_PASSWORD);
      expect(login.user).toMatchObject({ userId: created.data.userId, type: 1, isAdmin: 1, orgName: "Founded Co", roleMarker: "ORG_MANAGER" });
      expect(login.user.coId).toMatch(/^[1-9][0-9]{7}$/);
      const dynamic = await api.call<{ dynamicAuthList: Array<{ resCode: string }> }>("/func-res/dynamic-list", {}, login);
      expect(dynamic.data.dynamicAuthList.map((e) => e.resCode).sort()).toEqual(["vms_cloudstorage_mgr", "vms_my_installer"]);
      expect((await api.call("/user/exist", { loginName: "NEW@acct.test" })).data).toEqual({ exist: true });
      expect((await api.call("/user/exist", { loginName: "none@acct.test" })).data).toEqual({ exist: false });
    });

    it("§8: an address with an account answers 20022, at the code request and at sign-up", async () => {
      expect((await sendRegister("taken@acct.test")).code).toBe(Code.ACCOUNT_EXISTS);
      expect((await register("taken@acct.test", "123456")).code).toBe(Code.ACCOUNT_EXISTS);
    });

    it("§9: another code within 120 s answers 20023; a text message (category 2) is refused with 7000", async () => {
      expect((await sendRegister("twice@acct.test")).code).toBe(200);
      expect((await sendRegister("twice@acct.test")).code).toBe(Code.TOO_FREQUENT_CODE);
      const sms = await api.call("/code/dynamic/create", { loginName: "sms@acct.test", typeEnum: "REGISTER", category: 2 });
      expect(sms.code).toBe(Code.INVALID_DATA);
      expect(sms.data).toEqual({ issues: [{ path: "category", message: expect.stringContaining("text messages") }] });
    });

    it("§8: wrong codes answer 1007 and five of them burn the code (then 1009); an expired code answers 1008", async () => {
      expect((await register("nocode@acct.test", "123456")).code).toBe(Code.CODE_NOT_SENT);
      await sendRegister("wrong@acct.test");
      const code = mail.lastCode("wrong@acct.test");
      const wrong = code === "000000" ? "000001" : "000000";
      for (let i = 0; i < 5; i++) expect((await register("wrong@acct.test", wrong)).code).toBe(Code.EMAIL_CODE_WRONG);
      expect((await register("wrong@acct.test", code)).code).toBe(Code.CODE_NOT_SENT);

      await sendRegister("late@acct.test");
      const db = server().app.vms.database.db;
      await db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(verificationCodes.target, "late@acct.test"));
      expect((await register("late@acct.test", mail.lastCode("late@acct.test"))).code).toBe(Code.EMAIL_CODE_EXPIRED);
    });

    it("§5/§7: a password reset with the mailed code refuses the current password (20011) and signs out every session (20004); unknown addresses get no mail", async () => {
      await createTestOrg(server().app.vms.database.db, "Reset Co", [{ email: "forgot@acct.test", role: "ordinaryUser" }]);
      const old = await api.login("forgot@acct.test", TEST_PASSWORD);
      const mailsBefore = mail.mails.length;
      expect((await api.call("/user/password/reset/send-message", { loginName: "ghost@acct.test" })).data).toEqual({ resendAfter: 120, expireSeconds: 600 });
      expect(mail.mails.length).toBe(mailsBefore);
      expect((await api.call("/user/password/reset/send-message", { loginName: "forgot@acct.test" })).code).toBe(200);
      const code = mail.lastCode("forgot@acct.test");
      // §5: the new password must differ from the old one (20011, as the change); the wrong code
      // is checked first, so the answer never tells a stranger the current password.
      const wrongCode = code === "000000" ? "000001" : "000000";
      expect((await api.call("/user/password/reset", { loginName: "forgot@acct.test", emailCode: wrongCode, newPassword: TEST_PASSWORD })).code).toBe(Code.EMAIL_CODE_WRONG);
      expect((await api.call("/user/password/reset", { loginName: "forgot@acct.test", emailCode: code, newPassword: TEST_PASSWORD })).code).toBe(Code.SAME_PASSWORD);
      expect((await api.call("/user/profile/get", {}, old)).code).toBe(200);
      // The refused attempt did not use the code up.
      const reset = await api.call("/user/password/reset", { loginName: "forgot@acct.test", emailCode: code, newPassword: NEW_PASSWORD });
      expect(reset.code).toBe(200);
      expect((await api.call("/user/profile/get", {}, old)).code).toBe(Code.TOKEN_INVALID);
      expect((await api.call("/user/login", { loginName: "forgot@acct.test", password: TEST_PASSWORD })).code).toBe(Code.WRONG_CREDENTIALS);
      await api.login("forgot@acct.test", NEW_PASSWORD);
    });

    it("§5: a password change checks the old one (20010), refuses the same (20011) and §5 rules (7000); other sessions end", async () => {
      await createTestOrg(server().app.vms.database.db, "Change Co", [{ email: "change@acct.test", role: "ordinaryUser" }]);
      const here = await api.login("change@acct.test", TEST_PASSWORD);
      const elsewhere = await api.login("change@acct.test", TEST_PASSWORD);
      const update = (oldPassword: string, newPassword: string) => api.call("/web/user/password/update", { oldPassword, newPassword }, here);
      expect((await update("Not-The-Old-1", NEW_PASSWORD)).code).toBe(Code.WRONG_OLD_PASSWORD_2);
      expect((await update(TEST_PASSWORD, TEST_PASSWORD)).code).toBe(Code.SAME_PASSWORD);
      expect((await update(TEST_PASSWORD, "short")).code).toBe(Code.INVALID_DATA);
      expect((await update(TEST_PASSWORD, "has<forbidden1")).code).toBe(Code.INVALID_DATA);
      expect((await update(TEST_PASSWORD, NEW_PASSWORD)).code).toBe(200);
      expect((await api.call("/user/profile/get", {}, here)).code).toBe(200);
      expect((await api.call("/user/profile/get", {}, elsewhere)).code).toBe(Code.TOKEN_INVALID);
      await api.login("change@acct.test", NEW_PASSWORD);
    });

    it("§7: profile update changes name, alias and phone (§5 phone format)", async () => {
      const session: LoginResult = await api.login("change@acct.test", NEW_PASSWORD);
      const updated = await api.call("/user/profile/update", { userName: "Changed Name", alias: "cn", phone: "+49 170 1234567" }, session);
      expect(updated.data).toMatchObject({ userName: "Changed Name", alias: "cn", phone: "+49 170 1234567", orgAddress: "", orgContact: "" });
      expect((await api.call("/user/profile/update", { phone: "abc" }, session)).code).toBe(Code.INVALID_DATA);
      expect((await api.call("/user/profile/update", { userName: "a<b" }, session)).code).toBe(Code.INVALID_DATA);
    });
  });

  describe("with small code limits", () => {
    const mail = capturingMailer();
    const server = useServer(engine, { mailer: mail.mailer, authTuning: { codeResendMs: 0, codeDailyLimit: 3, codeIpHourlyLimit: 5 } });
    const api = testApi(() => server().baseUrl);
    const send = (loginName: string) => api.call("/code/dynamic/create", { loginName, typeEnum: "REGISTER", category: 1 });

    it("§8: beyond the daily limit per address 1024; beyond the hourly limit per IP 6001", async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await send("daily@acct.test")).code);
      expect(codes).toEqual([200, 200, 200, Code.SEND_LIMIT]);
      expect(mail.mails.filter((m) => m.to === "daily@acct.test")).toHaveLength(3);
      expect((await send("other@acct.test")).code).toBe(200);
      expect((await send("third@acct.test")).code).toBe(Code.TOO_FREQUENT);
    });
  });
});
