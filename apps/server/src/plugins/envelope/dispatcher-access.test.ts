import { Code, type EndpointDef } from "@vms/api-client";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppDatabase } from "../../db/database.js";
import type { Session, SessionResolver } from "../../core/session.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";
import { envelopeDispatcher } from "./dispatcher.js";
import { installErrorHandler } from "./error-handler.js";
import { HandlerTable, type BaseHandlerContext } from "../../core/handler-table.js";
import { callerOf, type Caller } from "../../core/caller.js";
import type { UserView } from "../../core/caller.js";

const empty = z.object({});
const endpoints: Record<string, EndpointDef> = {
  "/t/open": { summary: "", tag: "t", auth: "session", request: empty, response: z.object({ codes: z.array(z.string()) }) },
  "/t/guarded": { summary: "", tag: "t", auth: "session", anyOf: ["vms_org_qry", "vms_account_invite_qry"], request: empty, response: empty },
  "/t/upload": { summary: "", tag: "t", auth: "session", anyOf: ["vms_org_qry"], upload: true, request: empty, response: empty },
};

const session = (name: string): Session => ({ sessionId: `s-${name}`, token: `tok-${name}`, sid: `sid-${name}`, userId: `u-${name}`, orgId: "o-1" });
const view = (marker: string | null, roleCodes: string[], orgDynamicCodes: string[] = []) =>
  ({ roleMarker: marker, roleCodes, orgDynamicCodes, type: 2 }) as unknown as UserView;

// Revoked tokens answer the code of their revocation (decision 0002).
const REVOKED: Record<string, number> = { "tok-deleted": Code.ACCOUNT_DELETED, "tok-expired": Code.TOKEN_EXPIRED, "tok-org": Code.ORG_DISABLED };
const CALLERS: Record<string, Caller> = {
  "u-viewer": callerOf(view(null, ["vms_live"])),
  "u-manager": callerOf(view("ORG_MANAGER", ["vms_live"], ["vms_org_qry"])),
  "u-none": callerOf(view("NO_ACCESS", ["vms_org_qry"], ["vms_org_qry"])),
};
const resolver: SessionResolver = {
  resolve: async () => null,
  check: async (token) => {
    const code = REVOKED[token];
    if (code) return { code };
    const name = token.replace(/^tok-/, "");
    return `u-${name}` in CALLERS || name === "gone" ? { session: session(name) } : { code: Code.TOKEN_INVALID };
  },
};

let app: FastifyInstance;
let baseUrl = "";

beforeAll(async () => {
  const handlers = new HandlerTable();
  handlers.add("/t/open", ({ caller }: BaseHandlerContext) => ({ codes: [...(caller?.codes ?? [])].sort() }));
  handlers.add("/t/guarded", () => ({}));
  handlers.add("/t/upload", () => ({}));
  app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(envelopeDispatcher, {
    endpoints,
    handlers,
    sessions: resolver,
    callers: { load: async (s) => CALLERS[s.userId] ?? null },
    nonces: { consume: async () => true, deleteExpired: async () => 0 },
    db: {} as AppDatabase,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});

afterAll(() => app.close());

const call = async (path: string, name: string) => {
  const s = session(name);
  const answer = await postRaw(baseUrl, path, envelopeText({}, { token: s.token, sid: s.sid }));
  return answer.json;
};

describe("dispatcher: session codes and permissions", () => {
  it("§8: a refused token answers the resolver's own code (7088, 10002, 7090)", async () => {
    expect((await call("/t/open", "deleted"))?.basic.code).toBe(Code.ACCOUNT_DELETED);
    expect((await call("/t/open", "expired"))?.basic.code).toBe(Code.TOKEN_EXPIRED);
    expect((await call("/t/open", "org"))?.basic.code).toBe(Code.ORG_DISABLED);
  });

  it("§4: a live session whose user is gone answers 20004", async () => {
    expect((await call("/t/open", "gone"))?.basic.code).toBe(Code.TOKEN_INVALID);
  });

  it("§6: handlers read the caller's codes: role and dynamic codes together, none for NO_ACCESS", async () => {
    expect((await call("/t/open", "manager"))?.data).toEqual({ codes: ["vms_live", "vms_org_qry"] });
    expect((await call("/t/open", "none"))?.data).toEqual({ codes: [] });
  });

  it("§6: an endpoint with anyOf needs one of its codes, from either list (else 5000)", async () => {
    expect((await call("/t/guarded", "viewer"))?.basic.code).toBe(Code.NO_PERMISSION);
    expect((await call("/t/guarded", "none"))?.basic.code).toBe(Code.NO_PERMISSION);
    expect((await call("/t/guarded", "manager"))?.basic.code).toBe(Code.OK);
  });

  it("§6: an upload without the codes is refused before its files are read", async () => {
    const s = session("viewer");
    const { basic, data } = JSON.parse(envelopeText({}, { token: s.token, sid: s.sid })) as { basic: unknown; data: unknown };
    const form = new FormData();
    form.set("basic", JSON.stringify(basic));
    form.set("data", JSON.stringify(data));
    form.set("file", new Blob([Buffer.alloc(1024)]), "x.bin");
    expect((await postRaw(baseUrl, "/t/upload", form, {})).json?.basic.code).toBe(Code.NO_PERMISSION);
  });
});
