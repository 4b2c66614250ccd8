import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { wantsPrettyLogs } from "../core/config.js";
import { loggerOptions } from "./log-redaction.js";

it("§5 security: secrets in logged objects are redacted at any depth up to four levels", async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions("info", { level: "info", stream }, false) });
  app.log.info({ body: { data: { password: "pw-1", newPassword: "pw-2" }, basic: { token: "tok-1", sign: "sig-1" } }, sid: "sid-1" }, "x");
  app.log.info({ req: { headers: { authorization: "Bearer abc", cookie: "c=1" } } }, "y");
  await app.close();
  const text = lines.join("");
  for (const secret of ["pw-1", "pw-2", "tok-1", "sig-1", "sid-1", "Bearer abc", "c=1"]) expect(text).not.toContain(secret);
  expect(text).toContain("[redacted]");
  expect(loggerOptions("info", false, false)).toBe(false);
});

it("issue 10 (readable logs): pretty lines only for a terminal outside the test runner; JSON otherwise", () => {
  expect(wantsPrettyLogs({ isTTY: true }, {})).toBe(true);
  expect(wantsPrettyLogs({ isTTY: false }, {})).toBe(false);
  expect(wantsPrettyLogs({}, {})).toBe(false);
  expect(wantsPrettyLogs({ isTTY: true }, { VITEST: "true" })).toBe(false);
});

it("issue 10 (readable logs): the pretty logger goes through pino-pretty and keeps redaction; JSON has no transport", () => {
  const pretty = loggerOptions("info", undefined, true) as { level: string; transport: { target: string }; redact: { paths: string[] } };
  expect(pretty.level).toBe("info");
  expect(pretty.transport.target).toMatch(/[\\/]pino-pretty[\\/]/);
  expect(existsSync(pretty.transport.target)).toBe(true);
  expect(pretty.redact.paths).toEqual(expect.arrayContaining(["password", "req.headers.authorization"]));
  const json = loggerOptions("warn", undefined, false) as Record<string, unknown>;
  expect(json.level).toBe("warn");
  expect(json.transport).toBeUndefined();
  expect(json.redact).toEqual(pretty.redact);
  expect((loggerOptions("silent", undefined, true) as Record<string, unknown>).transport).toBeUndefined();
});
