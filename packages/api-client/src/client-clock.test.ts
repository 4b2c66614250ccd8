import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import { ApiError } from "./errors/api-error.js";

const VERSION = { version: "0.1.0", apiVersion: "1.0", buildTime: "x", commit: "abc" };
const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ basic: { code, msg: "" }, data }), { headers: { "content-type": "application/json" } });

/** A server whose clock runs `skewMs` ahead and refuses stale requests with 4500 + serverTime, like apps/server. */
function skewedServer(skewMs: number) {
  const times: number[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const body = JSON.parse(await req.text()) as { basic: { time: number } };
    times.push(body.basic.time);
    const serverNow = Date.now() + skewMs;
    if (Math.abs(body.basic.time - serverNow) > 300_000) return envelope(4500, { serverTime: serverNow });
    return envelope(200, VERSION);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, times, calls: fetch };
}

describe("createApiClient: clock skew (§3 freshness)", () => {
  it("learns the server clock from a 4500 refusal and retries once, then signs with the corrected time", async () => {
    const server = skewedServer(2 * 60 * 60 * 1000);
    const client = createApiClient({ baseUrl: "http://vms.test", fetch: server.fetch });
    await expect(client.call("/system/version/get", {})).resolves.toEqual(VERSION);
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(client.clockOffsetMs()).toBeGreaterThan(2 * 60 * 60 * 1000 - 5_000);
    await client.call("/system/version/get", {});
    expect(server.calls).toHaveBeenCalledTimes(3);
    expect(Math.abs(server.times[2]! - (Date.now() + 2 * 60 * 60 * 1000))).toBeLessThan(5_000);
  });

  it("gives up after one retry and reports 4500 when the refusal carries no server time", async () => {
    const fetch = vi.fn(async () => envelope(4500, null)) as unknown as typeof globalThis.fetch;
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: "http://vms.test", fetch, onError });
    const error = await client.call("/system/version/get", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(4500);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
