import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./client.js";

// The same client over Node's real fetch and a real socket: the device simulator and server tests
// use it from Node, where a stalled or refused connection must still settle (spec §8 12344/12345).

const VERSION = { version: "0.1.0", apiVersion: "1.0", buildTime: "2024-01-01 00:00:00", commit: "abc" };

function handler(req: IncomingMessage, res: ServerResponse) {
  if (req.url?.startsWith("/stall")) return; // accept the request, never answer
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    if (req.url?.startsWith("/down")) {
      res.statusCode = 503;
      res.end("unavailable");
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { basic: { token: string } };
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ basic: { code: 200, msg: "" }, data: { ...VERSION, commit: `token=${body.basic.token}` } }));
  });
}

let server: Server;
let origin = "";
let refusedOrigin = "";

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: connecting to it is refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  refusedOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("createApiClient over Node fetch", () => {
  it("§7: a real round trip returns the parsed data", async () => {
    await expect(createApiClient({ baseUrl: origin }).call("/system/version/get", {})).resolves.toEqual({ ...VERSION, commit: "token=" });
  });

  it("§8: HTTP 503 rejects with ApiError(503)", async () => {
    await expect(createApiClient({ baseUrl: `${origin}/down` }).call("/system/version/get", {})).rejects.toMatchObject({ code: 503 });
  });

  it("§8: a server that never answers times out with 12345", async () => {
    await expect(createApiClient({ baseUrl: `${origin}/stall`, timeoutMs: 50 }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12345 });
  });

  it("§8: a refused connection rejects with 12344 instead of hanging", async () => {
    await expect(createApiClient({ baseUrl: refusedOrigin, timeoutMs: 2_000 }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12344 });
  });
});
