import { Code } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { KNOWN_CAPTCHA, knownCaptcha, testApi, type Answer } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Tip = { loginErrorTip?: { remainTimes?: number; needImgCode?: boolean; lockExpireTime?: number } } | null;

describeOnEngines("sign-in lockout and image codes", (engine) => {
  // X-Forwarded-For is trusted here so each scenario has its own client IP (and per-IP limit).
  const server = useServer(engine, { captcha: knownCaptcha, authTuning: { loginIpPerMinute: 12 } }, { trustProxy: true });
  const api = testApi(() => server().baseUrl);
  let ipCounter = 0;
  const newIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Lock Co", [
      { email: "locked@lock.test", role: "orgAdmin" },
      { email: "reset@lock.test", role: "ordinaryUser" },
      { email: "frozen@lock.test", role: "ordinaryUser", state: 2 },
      { email: "captcha-mfa@lock.test", role: "ordinaryUser" },
      { email: "precheck@lock.test", role: "ordinaryUser" },
      { email: "logs@lock.test", role: "ordinaryUser" },
    ]);
  });

  const login = (ip: string, data: Record<string, unknown>) =>
    api.call<Tip>("/user/login", data, null, { headers: { "x-forwarded-for": ip, "user-agent": "lockout-test/1.0" } });
  const newCaptcha = async () => (await api.call<{ idCode: string }>("/code/pic/create", {})).data.idCode;

  /** Wrong password ×3, then the image-code answers, then the lock; answers every step. */
  async function lockSequence(loginName: string): Promise<Answer<Tip>[]> {
    const ip = newIp();
    const steps: Answer<Tip>[] = [];
    const wrong = { loginName, password: "Wrong-Pass-1" };
    for (let i = 0; i < 3; i++) steps.push(await login(ip, wrong));
    steps.push(await login(ip, wrong)); // no image code
    steps.push(await login(ip, { ...wrong, idCode: await newCaptcha(), imgCode: "ZZZZ" }));
    steps.push(await login(ip, { ...wrong, idCode: await newCaptcha(), imgCode: KNOWN_CAPTCHA.toLowerCase() }));
    steps.push(await login(ip, { ...wrong, idCode: await newCaptcha(), imgCode: KNOWN_CAPTCHA }));
    steps.push(await login(ip, { loginName, password: TEST_PASSWORD, idCode: await newCaptcha(), imgCode: KNOWN_CAPTCHA }));
    return steps;
  }

  const summary = (steps: Answer<Tip>[]) =>
    steps.map((s) => [s.code, s.data?.loginErrorTip?.remainTimes, s.data?.loginErrorTip?.needImgCode, s.data?.loginErrorTip?.lockExpireTime !== undefined]);

  it("§4/§8: wrong passwords count down, need an image code after 3, lock after 5 for 10 minutes", async () => {
    const before = Date.now();
    const steps = await lockSequence("locked@lock.test");
    expect(summary(steps)).toEqual([
      [Code.WRONG_CREDENTIALS, 4, false, false],
      [Code.WRONG_CREDENTIALS, 3, false, false],
      [Code.WRONG_CREDENTIALS, 2, true, false],
      [Code.IMG_CODE_REQUIRED, 2, true, false],
      [Code.IMG_CODE_WRONG, 2, true, false],
      // The image code is case-insensitive: this one passes, the password is still wrong.
      [Code.WRONG_CREDENTIALS, 1, true, false],
      [Code.ACCOUNT_LOCKED, 0, undefined, true],
      // Locked even with the right password.
      [Code.ACCOUNT_LOCKED, 0, undefined, true],
    ]);
    const lockExpireTime = steps[6]?.data?.loginErrorTip?.lockExpireTime ?? 0;
    expect(lockExpireTime).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(lockExpireTime).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const pre = await api.call("/user/pre-login", { loginName: "locked@lock.test" });
    expect(pre.data).toEqual({ needImgCode: true, locked: true, lockExpireTime });
  });

  it("§4 security: an unknown login name gets exactly the same answers (no account enumeration)", async () => {
    const known = summary(await lockSequence("reset@lock.test"));
    const unknown = summary(await lockSequence("nobody@lock.test"));
    expect(unknown).toEqual(known);
    const pre = await api.call<{ locked: boolean; needImgCode: boolean }>("/user/pre-login", { loginName: "nobody@lock.test" });
    expect(pre.data).toMatchObject({ needImgCode: true, locked: true });
    expect((await api.call("/user/pre-login", { loginName: "fresh@lock.test" })).data).toEqual({ needImgCode: false, locked: false, lockExpireTime: null });
  });

  it("§4: a successful login resets the count; a frozen account answers 7007 only to the right password", async () => {
    await createTestOrg(server().app.vms.database.db, "Reset Co", [{ email: "again@lock.test", role: "ordinaryUser" }]);
    const ip = newIp();
    await login(ip, { loginName: "again@lock.test", password: "Wrong-Pass-1" });
    await login(ip, { loginName: "again@lock.test", password: "Wrong-Pass-1" });
    expect((await login(ip, { loginName: "again@lock.test", password: TEST_PASSWORD })).code).toBe(200);
    expect((await login(ip, { loginName: "again@lock.test", password: "Wrong-Pass-1" })).data?.loginErrorTip?.remainTimes).toBe(4);

    expect((await login(ip, { loginName: "frozen@lock.test", password: "Wrong-Pass-1" })).code).toBe(Code.WRONG_CREDENTIALS);
    expect((await login(ip, { loginName: "frozen@lock.test", password: TEST_PASSWORD })).code).toBe(Code.ACCOUNT_DISABLED);
  });

  it("§4: /user/pre-check counts failures like login", async () => {
    const headers = { "x-forwarded-for": newIp() };
    const loginName = "precheck@lock.test";
    const first = await api.call<Tip>("/user/pre-check", { loginName, password: "Wrong-Pass-1" }, null, { headers });
    expect(first.code).toBe(Code.WRONG_CREDENTIALS);
    expect(first.data?.loginErrorTip?.remainTimes).toBe(4);
    expect((await login(newIp(), { loginName, password: "Wrong-Pass-1" })).data?.loginErrorTip?.remainTimes).toBe(3);
    const ok = await api.call("/user/pre-check", { loginName, password: TEST_PASSWORD }, null, { headers });
    expect(ok.data).toEqual({ mfaRequired: false, mfaTypes: ["EMAIL"], maskedEmail: "p***@lock.test" });
  });

  it("§4: once an image code is due, a passed pre-check lets the completing login through without a second image code", async () => {
    const ip = newIp();
    const headers = { "x-forwarded-for": ip };
    const loginName = "captcha-mfa@lock.test";
    for (let i = 0; i < 3; i++) await login(ip, { loginName, password: "Wrong-Pass-1" });
    // Without the pre-check the image code is still required…
    expect((await login(ip, { loginName, password: TEST_PASSWORD })).code).toBe(Code.IMG_CODE_REQUIRED);
    // …the pre-check uses the image code up, and the login that follows does not need another.
    const pre = await api.call("/user/pre-check", { loginName, password: TEST_PASSWORD, idCode: await newCaptcha(), imgCode: KNOWN_CAPTCHA }, null, { headers });
    expect(pre.code).toBe(Code.OK);
    const done = await login(ip, { loginName, password: TEST_PASSWORD });
    expect(done.code).toBe(Code.OK);
    // The completed login consumed the marker and reset the failures.
    expect((await api.call("/user/pre-login", { loginName })).data).toEqual({ needImgCode: false, locked: false, lockExpireTime: null });
  });

  it("§8: more than the per-IP limit of attempts per minute answers 6001", async () => {
    const ip = newIp();
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await login(ip, { loginName: "flood@lock.test", password: "x" })).code);
    expect(codes.slice(0, 12)).not.toContain(Code.TOO_FREQUENT);
    expect(codes[12]).toBe(Code.TOO_FREQUENT);
  });

  it("§8 /user/exist: more than the per-IP limit of look-ups per minute answers 6001", async () => {
    const headers = { "x-forwarded-for": newIp() };
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await api.call("/user/exist", { loginName: `probe${i}@lock.test` }, null, { headers })).code);
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(Code.OK));
    expect(codes[12]).toBe(Code.TOO_FREQUENT);
  });

  it("§7 /code/pic: an SVG data URL; verify does not use a right answer up, a wrong one burns the image", async () => {
    const created = await api.call<{ idCode: string; imgCodeImgData: string; expireSeconds: number }>("/code/pic/create", {});
    expect(created.data.imgCodeImgData).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(created.data.expireSeconds).toBe(300);
    const verify = (imgCode: string) => api.call<{ valid: boolean }>("/code/pic/verify", { idCode: created.data.idCode, imgCode });
    expect((await verify("k7px")).data.valid).toBe(true);
    expect((await verify(KNOWN_CAPTCHA)).data.valid).toBe(true);
    expect((await verify("AAAA")).data.valid).toBe(false);
    expect((await verify(KNOWN_CAPTCHA)).data.valid).toBe(false);
  });

  it("§7: every attempt is in the login log with its code, IP and user agent", async () => {
    const loginName = "logs@lock.test";
    const ip = newIp();
    // Three sign-ins with this user agent from a trusted X-Forwarded-For address…
    await login(ip, { loginName, password: "Wrong-Pass-1" });
    await login(ip, { loginName, password: "Wrong-Pass-1" });
    expect((await login(ip, { loginName, password: TEST_PASSWORD })).code).toBe(Code.OK);
    // …and two pre-checks and a sign-in with the default one (undici's "node"). A passed pre-check is
    // only the first half of a sign-in: the login after it writes the row (one sign-in, one row).
    expect((await api.call("/user/pre-check", { loginName, password: "Wrong-Pass-1" })).code).toBe(Code.WRONG_CREDENTIALS);
    expect((await api.call("/user/pre-check", { loginName, password: TEST_PASSWORD })).code).toBe(Code.OK);
    const session = await api.login(loginName, TEST_PASSWORD);
    const logs = await api.call<{ list: Array<{ code: number; ip: string; userAgent: string; success: boolean }> }>(
      "/log/login-logs/list",
      { scope: "SELF", pageSize: 100 },
      session,
    );
    expect(logs.code, logs.text).toBe(Code.OK);
    const tagged = logs.data.list.filter((l) => l.userAgent === "lockout-test/1.0");
    expect(tagged.map((l) => l.code).sort()).toEqual([Code.OK, Code.WRONG_CREDENTIALS, Code.WRONG_CREDENTIALS].sort());
    expect(tagged.map((l) => l.ip)).toEqual([ip, ip, ip]);
    const untagged = logs.data.list.filter((l) => l.userAgent === "node");
    expect(untagged.map((l) => l.code).sort()).toEqual([Code.OK, Code.WRONG_CREDENTIALS].sort());
    const successes = logs.data.list.filter((l) => l.success);
    expect(successes).toHaveLength(2);
    expect(successes.every((l) => l.code === Code.OK)).toBe(true);
  });
});
