import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi, type TestSession } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Row = { loginName: string; success: boolean; code: number };

describeOnEngines("login history rows", (engine) => {
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer, authTuning: { codeResendMs: 0 } });
  const api = testApi(() => server().baseUrl);
  const credentials = (loginName: string) => ({ loginName, password: TEST_PASSWORD });
  let adminSession: TestSession;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Log Rows Co", [
      { email: "admin@rows.test", role: "orgAdmin" },
      { email: "plain@rows.test", role: "ordinaryUser" },
      { email: "mfa@rows.test", role: "ordinaryUser" },
      { email: "typo@rows.test", role: "ordinaryUser" },
    ]);
    adminSession = await api.login("admin@rows.test", TEST_PASSWORD);
  });

  const rowsOf = async (loginName: string): Promise<Row[]> => {
    const page = await api.call<{ list: Row[] }>("/log/login-logs/list", { scope: "ORG", loginName, pageSize: 100 }, adminSession);
    expect(page.code, page.text).toBe(200);
    return page.data.list.map(({ loginName: name, success, code }) => ({ loginName: name, success, code }));
  };

  it("§7 login logs: a sign-in through pre-check and login is one row", async () => {
    expect((await api.call("/user/pre-check", credentials("plain@rows.test"))).code).toBe(200);
    expect((await api.call<LoginResult>("/user/login", credentials("plain@rows.test"))).code).toBe(200);
    expect(await rowsOf("plain@rows.test")).toEqual([{ loginName: "plain@rows.test", success: true, code: 200 }]);
  });

  it("§7 login logs: a wrong password at the pre-check is one failed row", async () => {
    expect((await api.call("/user/pre-check", { loginName: "typo@rows.test", password: "Wrong-Pass-1" })).code).toBe(Code.WRONG_CREDENTIALS);
    expect(await rowsOf("typo@rows.test")).toEqual([{ loginName: "typo@rows.test", success: false, code: Code.WRONG_CREDENTIALS }]);
  });

  it("§4 MFA: a sign-in that fails at the second factor is a failure, with no 'succeeded' row", async () => {
    const session = await api.login("mfa@rows.test", TEST_PASSWORD);
    expect((await api.call("/user/mfa/set", { enabled: true, scope: "SELF" }, session)).code).toBe(200);
    const before = (await rowsOf("mfa@rows.test")).length;

    expect((await api.call("/user/pre-check", credentials("mfa@rows.test"))).data).toMatchObject({ mfaRequired: true });
    const dblCheck = { loginName: "mfa@rows.test", typeEnum: "DBL_CHECK", category: 1 };
    expect((await api.call("/code/dynamic/create", dblCheck)).code).toBe(200);
    const code = mail.lastCode("mfa@rows.test");
    const wrong = code === "000000" ? "111111" : "000000";
    const failed = await api.call("/user/login", { ...credentials("mfa@rows.test"), loginTypeEnum: "DYNAMIC_CODE", dynamicCode: wrong });
    expect(failed.code).toBe(Code.MFA_CODE_WRONG);

    const rows = await rowsOf("mfa@rows.test");
    expect(rows.slice(0, rows.length - before)).toEqual([{ loginName: "mfa@rows.test", success: false, code: Code.MFA_CODE_WRONG }]);
  });
});
