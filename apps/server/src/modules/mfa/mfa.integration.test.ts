import { Code, type LoginResult, type MfaState } from "@vms/api-client";
import { generate } from "otplib";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

describeOnEngines("multi-factor authentication", (engine) => {
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer, authTuning: { codeResendMs: 0 } });
  const api = testApi(() => server().baseUrl);
  const credentials = (loginName: string) => ({ loginName, password: TEST_PASSWORD });

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "MFA Co", [
      { email: "admin@mfa.test", role: "orgAdmin" },
      { email: "otp@mfa.test", role: "ordinaryUser" },
      { email: "mail@mfa.test", role: "ordinaryUser" },
      { email: "plain@mfa.test", role: "ordinaryUser" },
      { email: "remove@mfa.test", role: "siteOperator" },
    ]);
  });

  it("§3 MFA: OTP enrolment with an authenticator code; then login needs the app code", async () => {
    const session = await api.login("otp@mfa.test", TEST_PASSWORD);
    const created = await api.call<{ secret: string; otpauthUri: string }>("/user/mfa/create", { type: "OTP" }, session);
    expect(created.code).toBe(200);
    expect(created.data.otpauthUri).toContain(`secret=${created.data.secret}`);
    const secret = created.data.secret;
    const wrongCode = (await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 300 })) as string;
    expect((await api.call("/user/mfa/verify", { type: "OTP", code: wrongCode }, session)).code).toBe(Code.MFA_CODE_WRONG);
    const enrolmentCode = (await generate({ secret })) as string;
    const verified = await api.call<MfaState>("/user/mfa/verify", { type: "OTP", code: enrolmentCode }, session);
    expect(verified.data.mfaList).toEqual([expect.objectContaining({ type: "OTP", enabled: true })]);
    const on = await api.call<MfaState>("/user/mfa/set", { enabled: true }, session);
    expect(on.data).toMatchObject({ mfaEnabled: true, orgEnforced: false });

    const pre = await api.call("/user/pre-check", credentials("otp@mfa.test"));
    expect(pre.data).toEqual({ mfaRequired: true, mfaTypes: ["EMAIL", "OTP"], maskedEmail: "o***@mfa.test" });
    expect((await api.call("/user/login", credentials("otp@mfa.test"))).code).toBe(Code.MFA_CODE_WRONG);
    expect((await api.call("/user/login", { ...credentials("otp@mfa.test"), loginTypeEnum: "OTP", dynamicCode: "000000" })).code).toBe(
      Code.MFA_CODE_WRONG,
    );
    // The enrolment's code again (the same code, even if a 30 s step has begun since): RFC 6238
    // §5.2, a code is accepted once only.
    expect((await api.call("/user/login", { ...credentials("otp@mfa.test"), loginTypeEnum: "OTP", dynamicCode: enrolmentCode })).code).toBe(
      Code.MFA_CODE_WRONG,
    );
    const nextStep = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await api.call<LoginResult>("/user/login", { ...credentials("otp@mfa.test"), loginTypeEnum: "OTP", dynamicCode: nextStep });
    expect(ok.code).toBe(200);
    // Replaying the code that just signed in is refused too.
    expect((await api.call("/user/login", { ...credentials("otp@mfa.test"), loginTypeEnum: "OTP", dynamicCode: nextStep })).code).toBe(
      Code.MFA_CODE_WRONG,
    );
    expect(ok.data.user.mfaEnabled).toBe(true);

    // Removing the app (confirmed by the password) leaves e-mail as the only second factor.
    const removed = await api.call<MfaState>("/user/mfa/delete", { type: "OTP", password: TEST_PASSWORD }, ok.data);
    expect(removed.data.mfaList).toEqual([]);
    expect((await api.call("/user/pre-check", credentials("otp@mfa.test"))).data).toMatchObject({ mfaTypes: ["EMAIL"] });
  });

  it("§3 MFA: the e-mail factor is proved with an MFA_SETUP code and used at login with a DBL_CHECK code", async () => {
    const session = await api.login("mail@mfa.test", TEST_PASSWORD);
    const created = await api.call("/user/mfa/create", { type: "EMAIL" }, session);
    expect(created.data).toEqual({ type: "EMAIL", resendAfter: 0 });
    expect((await api.call("/user/mfa/verify", { type: "EMAIL", code: "999999" }, session)).code).toBe(Code.MFA_CODE_WRONG);
    const verified = await api.call<MfaState>("/user/mfa/verify", { type: "EMAIL", code: mail.lastCode("mail@mfa.test") }, session);
    expect(verified.data.mfaList).toEqual([expect.objectContaining({ type: "EMAIL", enabled: true })]);
    await api.call("/user/mfa/set", { enabled: true, scope: "SELF" }, session);

    const dblCheck = { loginName: "mail@mfa.test", typeEnum: "DBL_CHECK", category: 1 };
    // No code before the password was proved by a pre-check.
    expect((await api.call("/code/dynamic/create", dblCheck)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/user/pre-check", credentials("mail@mfa.test"))).data).toMatchObject({ mfaRequired: true, mfaTypes: ["EMAIL"] });
    // Nothing sent yet: 33672.
    expect((await api.call("/user/login", { ...credentials("mail@mfa.test"), loginTypeEnum: "DYNAMIC_CODE", dynamicCode: "123456" })).code).toBe(
      Code.MFA_CODE_EXPIRED,
    );
    expect((await api.call("/code/dynamic/create", dblCheck)).data).toEqual({ resendAfter: 0, expireSeconds: 600 });
    const code = mail.lastCode("mail@mfa.test");
    const wrong = code === "000000" ? "000001" : "000000";
    expect((await api.call("/user/login", { ...credentials("mail@mfa.test"), loginTypeEnum: "DYNAMIC_CODE", dynamicCode: wrong })).code).toBe(
      Code.MFA_CODE_WRONG,
    );
    const ok = await api.call("/user/login", { ...credentials("mail@mfa.test"), loginTypeEnum: "DYNAMIC_CODE", dynamicCode: code });
    expect(ok.code).toBe(200);
    // The code is used up.
    expect((await api.call("/user/login", { ...credentials("mail@mfa.test"), loginTypeEnum: "DYNAMIC_CODE", dynamicCode: code })).code).toBe(
      Code.MFA_CODE_EXPIRED,
    );
  });

  it("§3 MFA: removing a factor asks for the password or a current app code; a session alone is not enough", async () => {
    const session = await api.login("remove@mfa.test", TEST_PASSWORD);
    const { secret } = (await api.call<{ secret: string }>("/user/mfa/create", { type: "OTP" }, session)).data;
    await api.call("/user/mfa/verify", { type: "OTP", code: await generate({ secret }) }, session);
    const remove = (proof: object) => api.call<MfaState>("/user/mfa/delete", { type: "OTP", ...proof }, session);
    expect((await remove({})).code).toBe(Code.INVALID_DATA);
    expect((await remove({ password: TEST_PASSWORD, code: "123456" })).code).toBe(Code.INVALID_DATA);
    expect((await remove({ password: "Wrong-Pass-1" })).code).toBe(Code.WRONG_CREDENTIALS);
    const stale = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 300 });
    expect((await remove({ code: stale })).code).toBe(Code.MFA_CODE_WRONG);
    expect((await api.call<MfaState>("/user/mfa/list", {}, session)).data.mfaList).toEqual([expect.objectContaining({ type: "OTP", enabled: true })]);
    // A current code of the app (the next step: the enrolment's step is used up) removes it.
    const removed = await remove({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) });
    expect(removed.code).toBe(200);
    expect(removed.data.mfaList).toEqual([]);
    // Without an app, only the password can confirm.
    expect((await api.call("/user/mfa/delete", { type: "EMAIL", code: "123456" }, session)).code).toBe(Code.MFA_CODE_WRONG);
    expect((await api.call("/user/mfa/delete", { type: "EMAIL", password: TEST_PASSWORD }, session)).code).toBe(200);
  });

  it("§6: an administrator requires MFA for the whole organization (mfa_config_switch_mgr); others may not", async () => {
    const user = await api.login("plain@mfa.test", TEST_PASSWORD);
    expect((await api.call("/user/mfa/set", { enabled: true, scope: "ORG" }, user)).code).toBe(Code.NO_PERMISSION);
    const admin = await api.login("admin@mfa.test", TEST_PASSWORD);
    const enforced = await api.call<MfaState>("/user/mfa/set", { enabled: true, scope: "ORG" }, admin);
    expect(enforced.data).toMatchObject({ orgEnforced: true, mfaEnabled: false });
    expect((await api.call("/user/pre-check", credentials("admin@mfa.test"))).data).toMatchObject({ mfaRequired: true });
    expect((await api.call("/user/login", credentials("admin@mfa.test"))).code).toBe(Code.MFA_CODE_WRONG);
    expect((await api.call<MfaState>("/user/mfa/list", {}, user)).data.orgEnforced).toBe(true);
    await api.call("/user/mfa/set", { enabled: false, scope: "ORG" }, admin);
    expect((await api.call("/user/pre-check", credentials("admin@mfa.test"))).data).toMatchObject({ mfaRequired: false });
  });
});
