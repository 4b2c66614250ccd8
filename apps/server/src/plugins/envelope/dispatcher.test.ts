import { Code, type EndpointDef } from "@vms/api-client";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppDatabase } from "../../db/database.js";
import type { Session } from "../../core/session.js";
import { envelopeText, expectEnvelopeError, postRaw, type RequestBody } from "../../test-support/wire.js";
import { AppError } from "../../core/app-error.js";
import { envelopeDispatcher } from "./dispatcher.js";
import { installErrorHandler } from "./error-handler.js";
import { HandlerTable, type BaseHandlerContext } from "../../core/handler-table.js";
import type { NonceStore } from "../../core/nonce-store.js";

// Temporary endpoints exercise what the real registry cannot: sessions, uploads, failures.
const echo = z.object({ text: z.string() });
const endpoints: Record<string, EndpointDef> = {
  "/t/public": { summary: "", tag: "t", auth: "public", request: echo, response: echo },
  "/t/session": { summary: "", tag: "t", auth: "session", request: echo, response: z.object({ userId: z.string() }) },
  "/t/upload": {
    summary: "", tag: "t", auth: "session", upload: true, request: echo,
    response: z.object({ text: z.string(), files: z.array(z.object({ name: z.string(), size: z.number() })) }),
  },
  "/t/app-error": { summary: "", tag: "t", auth: "public", request: z.object({}), response: z.object({}) },
  "/t/crash": { summary: "", tag: "t", auth: "public", request: z.object({}), response: z.object({}) },
  "/t/bad-output": { summary: "", tag: "t", auth: "public", request: z.object({}), response: z.object({ n: z.number() }) },
  "/t/missing": { summary: "", tag: "t", auth: "public", request: z.object({}), response: z.object({}) },
};

const SESSION: Session = { sessionId: "s-1", token: "tok-1", sid: "sid-secret-1", userId: "user-1", orgId: "org-1" };

function memoryNonces(): NonceStore {
  const seen = new Set<string>();
  return {
    consume: async (nonce) => !seen.has(nonce) && Boolean(seen.add(nonce)),
    deleteExpired: async () => 0,
  };
}

let app: FastifyInstance;
let baseUrl = "";

beforeAll(async () => {
  const handlers = new HandlerTable();
  handlers.add("/t/public", ({ data }: BaseHandlerContext) => data);
  handlers.add("/t/session", ({ session }: BaseHandlerContext) => ({ userId: session?.userId ?? "none" }));
  handlers.add("/t/upload", ({ data, files }: BaseHandlerContext) => ({
    text: (data as { text: string }).text,
    files: files.map((f) => ({ name: `${f.fieldName}:${f.filename}`, size: f.data.length })),
  }));
  handlers.add("/t/app-error", () => {
    throw new AppError(Code.SITE_MISSING, { siteId: "s1" });
  });
  handlers.add("/t/crash", () => {
    throw new Error("boom at /secret/internal/path.ts:12:3");
  });
  handlers.add("/t/bad-output", () => ({ n: "not a number" }));

  app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(envelopeDispatcher, {
    endpoints,
    handlers,
    sessions: { resolve: async (token) => (token === SESSION.token ? SESSION : null) },
    nonces: memoryNonces(),
    db: {} as AppDatabase, // these handlers never touch the database
    uploadLimits: { fileSize: 1024, files: 2, fieldSize: 4096 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});

afterAll(() => app.close());

const post = (path: string, body: RequestBody, headers?: Record<string, string>) => postRaw(baseUrl, path, body, headers);
const asSession = { token: SESSION.token, sid: SESSION.sid };

function uploadForm(body: string, files: Record<string, Blob>, fields: Record<string, string> = {}): FormData {
  const { basic, data } = JSON.parse(body) as { basic: unknown; data: unknown };
  const form = new FormData();
  form.set("basic", JSON.stringify(basic));
  form.set("data", JSON.stringify(data));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, blob] of Object.entries(files)) form.set(name, blob, `${name}.bin`);
  return form;
}

describe("envelope dispatcher", () => {
  it("§3: a public call is signed with the empty key and answers its handler's data", async () => {
    const answer = await post("/t/public", envelopeText({ text: "hi" }));
    expect(answer.json).toEqual({ basic: { code: Code.OK, msg: "OK" }, data: { text: "hi" } });
  });

  it("§8: a session call without a token answers 9100", async () => {
    expectEnvelopeError(await post("/t/session", envelopeText({ text: "x" })), Code.TOKEN_MISSING, 200);
  });

  it("§8: a session call with an unknown token answers 20004", async () => {
    expectEnvelopeError(await post("/t/session", envelopeText({ text: "x" }, { token: "nope", sid: "" })), Code.TOKEN_INVALID, 200);
  });

  it("§3: a session call must be signed with the session's sid", async () => {
    const ok = await post("/t/session", envelopeText({ text: "x" }, asSession));
    expect(ok.json?.data).toEqual({ userId: "user-1" });
    expectEnvelopeError(await post("/t/session", envelopeText({ text: "x" }, { token: SESSION.token })), Code.BAD_SIGNATURE, 200);
  });

  it("§8: a handler's AppError answers its code and data", async () => {
    const answer = await post("/t/app-error", envelopeText({}));
    expect(answer.status).toBe(200);
    expect(answer.json?.basic.code).toBe(Code.SITE_MISSING);
    expect(answer.json?.data).toEqual({ siteId: "s1" });
  });

  it("§8: an unexpected error answers HTTP 500 with a generic message and no internals", async () => {
    const answer = await post("/t/crash", envelopeText({}));
    expectEnvelopeError(answer, Code.INTERNAL, 500);
    expect(answer.text).not.toContain("boom");
  });

  it("§8: handler output that breaks the response schema is a server bug: 500", async () => {
    expectEnvelopeError(await post("/t/bad-output", envelopeText({})), Code.INTERNAL, 500);
  });

  it("§8: a registry path without a handler answers 501", async () => {
    expectEnvelopeError(await post("/t/missing", envelopeText({})), 501, 501);
  });

  it("§3: a multipart upload carries basic and data fields plus files", async () => {
    const form = uploadForm(envelopeText({ text: "logo" }, asSession), { file: new Blob(["abc"]), extra: new Blob(["12345"]) });
    const answer = await post("/t/upload", form, {});
    expect(answer.json?.basic.code).toBe(Code.OK);
    expect(answer.json?.data).toEqual({ text: "logo", files: [{ name: "file:file.bin", size: 3 }, { name: "extra:extra.bin", size: 5 }] });
  });

  it("§3: an upload is checked like any call (signature, replay) before its files are read", async () => {
    const unsigned = uploadForm(envelopeText({ text: "x" }, { token: SESSION.token }), { file: new Blob(["abc"]) });
    expectEnvelopeError(await post("/t/upload", unsigned, {}), Code.BAD_SIGNATURE, 200);
    const body = envelopeText({ text: "x" }, asSession);
    expect((await post("/t/upload", uploadForm(body, {}), {})).json?.basic.code).toBe(Code.OK);
    expectEnvelopeError(await post("/t/upload", uploadForm(body, {}), {}), Code.REPLAYED, 200);
  });

  it("§3: a malformed upload answers 1000 (JSON body, unknown field, file too large: 413)", async () => {
    expectEnvelopeError(await post("/t/upload", envelopeText({ text: "x" }, asSession)), Code.MALFORMED, 200);
    const extra = uploadForm(envelopeText({ text: "x" }, asSession), {}, { other: "1" });
    expectEnvelopeError(await post("/t/upload", extra, {}), Code.MALFORMED, 200);
    const big = uploadForm(envelopeText({ text: "x" }, asSession), { file: new Blob([new Uint8Array(4096)]) });
    expectEnvelopeError(await post("/t/upload", big, {}), Code.MALFORMED, 413);
  });

  it("§3: a multipart body sent to a JSON call answers 1000", async () => {
    const form = uploadForm(envelopeText({ text: "x" }), {});
    expectEnvelopeError(await post("/t/public", form, {}), Code.MALFORMED, 200);
  });
});
