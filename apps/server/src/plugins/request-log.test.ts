import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import type { LogLevel } from "../core/config.js";
import { installErrorHandler } from "./envelope/error-handler.js";
import { loggerOptions } from "./log-redaction.js";
import { QuietRequestLog } from "./request-log.js";

/** An app logging JSON lines into an array, with the production error handler and request log. */
async function loggingApp(level: LogLevel) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions(level, { level, stream }, false), logController: new QuietRequestLog() });
  installErrorHandler(app);
  app.get("/ok", () => ({ ok: true }));
  app.get("/boom", () => {
    throw new Error("database went away");
  });
  await app.ready();
  return { app, lines };
}

it("issue 10 (readable logs): a normal call writes no log line at info", async () => {
  const { app, lines } = await loggingApp("info");
  expect((await app.inject({ method: "GET", url: "/ok" })).statusCode).toBe(200);
  expect((await app.inject({ method: "GET", url: "/nowhere" })).statusCode).toBe(404);
  await app.close();
  expect(lines.map((line) => line.msg)).toEqual([]);
});

it("issue 10 (readable logs): a failed request writes one error line at info", async () => {
  const { app, lines } = await loggingApp("info");
  expect((await app.inject({ method: "GET", url: "/boom" })).statusCode).toBe(500);
  await app.close();
  expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, "request failed"]]);
});

it("issue 10 (readable logs): at debug every request still leaves its incoming and completed lines", async () => {
  const { app, lines } = await loggingApp("debug");
  await app.inject({ method: "GET", url: "/ok" });
  await app.close();
  expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
});
