import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { envelopeAround } from "../../test-support/fuzz-bodies.js";
import { describeOnDatabases } from "../../test-support/test-server.js";
import { envelopeText, expectEnvelopeError, postRaw } from "../../test-support/wire.js";
import { MAX_JSON_DEPTH } from "../../lib/json-structure.js";

// The malformed bodies a probe once answered with HTTP 500, now refused with catalogue codes
// (docs/api.md "Input limits"). The public calls need no session, so they matter most.
const PUBLIC_TEXT_CALLS = [
  ["/customer-website/get", "coId"],
  ["/user/exist", "loginName"],
  ["/user/pre-login", "loginName"],
  ["/user/password/reset", "loginName"],
] as const;

describeOnDatabases("/vms input limits", (server) => {
  const api = testApi(() => server().baseUrl);
  const send = (path: string, dataText: string, session: LoginResult | null = null) => {
    const { basic, data } = envelopeAround(dataText, session);
    return postRaw(server().baseUrl, path, `{"basic":${basic},"data":${data}}`);
  };
  let admin: LoginResult;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Limits Co", [{ email: "admin@limits.test", role: "orgAdmin" }]);
    admin = await api.login("admin@limits.test", TEST_PASSWORD);
  });

  it("§3/§8: a NUL character or a lone surrogate in a string of a public call answers 7000", async () => {
    for (const [path, field] of PUBLIC_TEXT_CALLS) {
      for (const bad of ["a\u0000b@x.test", "\ud800@x.test", "x\u0007"]) {
        const answer = await postRaw(server().baseUrl, path, envelopeText({ [field]: bad, emailCode: "123456", newPassword: "Abcdef-123" }));
        expectEnvelopeError(answer, Code.INVALID_DATA, 200);
      }
    }
  });

  it("§3/§8: data nested 4,000 levels deep answers 1000 before the signature is checked", async () => {
    const deep = `{"loginName":${'{"a":'.repeat(4000)}1${"}".repeat(4000)}}`;
    for (const [path] of PUBLIC_TEXT_CALLS) expectEnvelopeError(await send(path, deep), Code.MALFORMED, 200);
    const justTooDeep = `{"x":${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}}`;
    expectEnvelopeError(await send("/customer-website/get", justTooDeep), Code.MALFORMED, 200);
  });

  it("§3: a key repeated in data or in basic answers 1000, whichever copy the signature covers", async () => {
    expectEnvelopeError(await send("/user/exist", '{"loginName":"a@x.test","loginName":"b@x.test"}'), Code.MALFORMED, 200);
    const body = envelopeText({ loginName: "a@x.test" }).replace('"ver":"1.0"', '"ver":"1.0","ver":"1.0"');
    expectEnvelopeError(await postRaw(server().baseUrl, "/user/exist", body), Code.MALFORMED, 200);
  });

  it("§5/§8: times outside the date range answer 7000 (login history)", async () => {
    for (const startTime of [9007199254740991, -9007199254740991, 8.64e15 + 1, -1]) {
      const answer = await api.call("/log/login-logs/list", { startTime, endTime: Date.now() }, admin);
      expect(answer.code, String(startTime)).toBe(Code.INVALID_DATA);
    }
    expect((await send("/log/login-logs/list", '{"startTime":1e400}', admin)).json?.basic.code).toBe(Code.INVALID_DATA);
  });

  it("§8: numbers beyond what a column holds answer 7000 (page number)", async () => {
    for (const pageNum of [9007199254740991, 2 ** 31, 1e308]) {
      expect((await api.call("/user/query", { pageNum }, admin)).code, String(pageNum)).toBe(Code.INVALID_DATA);
    }
  });

  it("§8: a string longer than its field answers 7000, and the valid call still works", async () => {
    expect((await api.call("/user/exist", { loginName: `${"a".repeat(300)}@x.test` })).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/user/exist", { loginName: "admin@limits.test" })).code).toBe(200);
  });
});
