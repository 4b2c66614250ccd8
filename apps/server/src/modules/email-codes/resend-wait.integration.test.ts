import { Code } from "@vms/api-client";
import { expect, it } from "vitest";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

describeOnEngines("e-mail code resend wait", (engine) => {
  const mail = capturingMailer();
  let clock = Date.now();
  const server = useServer(engine, { mailer: mail.mailer, clock: () => clock });
  const api = testApi(() => server().baseUrl);
  const request = (loginName: string) => api.call<{ resendAfter?: number }>("/code/dynamic/create", { loginName, typeEnum: "REGISTER", category: 1 });

  it("§4/§9: a code asked for again too early answers 20023 with the seconds really left, and sends nothing", async () => {
    expect((await request("wait@codes.test")).data).toMatchObject({ resendAfter: 120 });
    clock += 30_500;
    const early = await request("wait@codes.test");
    expect(early.code).toBe(Code.TOO_FREQUENT_CODE);
    expect(early.data).toEqual({ resendAfter: 90 });
    expect(mail.mails.filter((m) => m.to === "wait@codes.test")).toHaveLength(1);
    clock += 90_000;
    expect((await request("wait@codes.test")).code).toBe(200);
  });
});
