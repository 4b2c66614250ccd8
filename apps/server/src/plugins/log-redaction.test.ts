import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { loggerOptions } from "./log-redaction.js";

it("§5 security: secrets in logged objects are redacted at any depth up to four levels", async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions("info", { level: "info", stream }) });
  app.log.info({ body: { data: { password: "pw-1", newPassword: "pw-2" }, basic: { token: "tok-1", sign: "sig-1" } }, sid: "sid-1" }, "x");
  app.log.info({ req: { headers: { authorization: "Bearer abc", cookie: "c=1" } } }, "y");
  await app.close();
  const text = lines.join("");
  for (const secret of ["pw-1", "pw-2", "tok-1", "sig-1", "sid-1", "Bearer abc", "c=1"]) expect(text).not.toContain(secret);
  expect(text).toContain("[redacted]");
  expect(loggerOptions("info", false)).toBe(false);
});
