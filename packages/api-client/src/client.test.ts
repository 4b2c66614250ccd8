import { createHash, createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createApiClient, toApiError, type ApiClientOptions } from "./client.js";
import { ApiError } from "./errors/api-error.js";

const BASE = "http://vms.test";
const VERSION = { version: "0.1.0", apiVersion: "1.0", buildTime: "2024-01-01 00:00:00", commit: "abc" };

const envelope = (code: number, msg: string, data: unknown) => new Response(JSON.stringify({ basic: { code, msg }, data }), {
  status: 200,
  headers: { "content-type": "application/json" },
});

interface Sent {
  req: Request;
  text: string;
}

/**
 * A fake fetch that records each request (as ky sends it) and answers with `answer`.
 * Like a real fetch it reads the request body before answering: ky cancels its retry clone of the
 * body afterwards, and a tee'd stream only settles that cancel once the other branch is done.
 */
function fakeFetch(answer: (req: Request) => Response | Promise<Response> = () => envelope(200, "", VERSION)) {
  const requests: Sent[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    requests.push({ req, text: await req.text() });
    return answer(req);
  });
  return { fetch: fn as unknown as typeof fetch, requests, fn };
}

/** Like a real fetch with no answer yet: settles only when the request's signal aborts. */
function untilAborted(req: Request, onAbort: () => void = () => {}): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const fail = () => {
      onAbort();
      reject(req.signal.reason as Error);
    };
    if (req.signal.aborted) fail();
    else req.signal.addEventListener("abort", fail);
  });
}

/** Recomputes the sign of a sent body with node:crypto and the given key. */
function verifySign({ text }: Sent, key: string) {
  const at = text.indexOf(',"data":');
  const basic = JSON.parse(text.slice('{"basic":'.length, at)) as Record<string, string | number>;
  const dataJson = text.slice(at + ',"data":'.length, -1);
  const digest = createHash("sha256").update(dataJson).digest("hex");
  const signed = [basic.ver, String(basic.time), basic.id, basic.nonce, basic.token, digest].join("\n");
  return { basic, dataJson, valid: basic.sign === createHmac("sha256", key).update(signed).digest("hex") };
}

const client = (opts: Partial<ApiClientOptions> & { fetch: typeof fetch }) => createApiClient({ baseUrl: BASE, ...opts });

describe("createApiClient: success", () => {
  it("§7: POSTs JSON to /vms/<path> and returns the parsed data", async () => {
    const f = fakeFetch(() => envelope(200, "ok", { ...VERSION, extra: "dropped" }));
    const data = await client({ fetch: f.fetch }).call("/system/version/get", {});
    expect(data).toEqual(VERSION);
    const { req } = f.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe(`${BASE}/vms/system/version/get`);
    expect(req.headers.get("content-type")).toBe("application/json");
  });

  it("§3: the body is the signed envelope with exactly JSON.stringify(data) as data", async () => {
    const f = fakeFetch(() => envelope(200, "", { icon: "", bgImg: "", favicon: "", coId: "c", extra: { title: "", logoLcrs: "", logoTbsl: "" } }));
    await client({ fetch: f.fetch }).call("/customer-website/get", { coId: "c", domain: "d.example" });
    const { basic, dataJson } = verifySign(f.requests[0]!, "");
    expect(dataJson).toBe(JSON.stringify({ coId: "c", domain: "d.example" }));
    expect(basic).toMatchObject({ ver: "1.0" });
  });

  it("§3: public endpoints are sent with token \"\" and signed with key \"\", whatever the session", async () => {
    const f = fakeFetch();
    const getSession = vi.fn(() => ({ token: "tok", sid: "sid" }));
    await client({ fetch: f.fetch, getSession }).call("/system/version/get", {});
    const { basic, valid } = verifySign(f.requests[0]!, "");
    expect(basic.token).toBe("");
    expect(valid).toBe(true);
    expect(getSession).not.toHaveBeenCalled();
  });

  it("§1: Accept-Language carries the current locale, en-US by default", async () => {
    const f = fakeFetch();
    let locale = "zh-CN";
    const api = client({ fetch: f.fetch, getLocale: () => locale });
    await api.call("/system/version/get", {});
    locale = "en-US";
    await api.call("/system/version/get", {});
    await client({ fetch: f.fetch }).call("/system/version/get", {});
    expect(f.requests.map((r) => r.req.headers.get("accept-language"))).toEqual(["zh-CN", "en-US", "en-US"]);
  });

  it("§3: each call gets a fresh nonce", async () => {
    const f = fakeFetch();
    const api = client({ fetch: f.fetch });
    await api.call("/system/version/get", {});
    await api.call("/system/version/get", {});
    const [a, b] = f.requests.map((r) => verifySign(r, ""));
    expect(a!.basic.nonce).not.toBe(b!.basic.nonce);
  });

  it("§7: no retries: a failed call is sent once", async () => {
    const f = fakeFetch(() => new Response("", { status: 503 }));
    await expect(client({ fetch: f.fetch }).call("/system/version/get", {})).rejects.toBeInstanceOf(ApiError);
    expect(f.fn).toHaveBeenCalledTimes(1);
  });
});

describe("createApiClient: failures", () => {
  it("§7/§8: envelope code ≠ 200 rejects with ApiError(code, msg, data) and calls onError", async () => {
    const data = { loginErrorTip: { lockExpireTime: 1_700_000_000_000 } };
    const f = fakeFetch(() => envelope(20006, "locked", data));
    const onError = vi.fn();
    const err = await client({ fetch: f.fetch, onError }).call("/system/version/get", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 20006, serverMsg: "locked", data });
    expect(onError).toHaveBeenCalledExactlyOnceWith(err, { path: "/system/version/get", hideTip: false });
  });

  it("§8: hideTip is passed to onError", async () => {
    const f = fakeFetch(() => envelope(7001, "nope", null));
    const onError = vi.fn();
    await expect(client({ fetch: f.fetch, onError }).call("/system/version/get", {}, { hideTip: true })).rejects.toMatchObject({ code: 7001 });
    expect(onError.mock.calls[0]?.[1]).toEqual({ path: "/system/version/get", hideTip: true });
  });

  it.each([401, 403, 404, 408, 500, 503, 504])("§8: HTTP %i rejects with ApiError(status)", async (status) => {
    const f = fakeFetch(() => new Response("down", { status }));
    const onError = vi.fn();
    await expect(client({ fetch: f.fetch, onError }).call("/system/version/get", {})).rejects.toMatchObject({ code: status });
    expect(onError).toHaveBeenCalledOnce();
  });

  it("§8: a network failure rejects with 12344", async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError("fetch failed")));
    const onError = vi.fn();
    await expect(client({ fetch: f.fetch, onError }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12344 });
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 12344 });
  });

  it("§8: a fetch that never resolves times out with 12345", async () => {
    const f = fakeFetch(() => new Promise<Response>(() => {}));
    const onError = vi.fn();
    await expect(client({ fetch: f.fetch, onError, timeoutMs: 20 }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12345 });
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 12345 });
  });

  it("§8: a fetch that never resolves and never reads the body still times out with 12345", async () => {
    // Regression: before the body-first fetch wrapper, ky 1.9 left such calls pending forever.
    const never = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    await expect(client({ fetch: never, timeoutMs: 20 }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12345 });
  });

  it("§8: a fetch that rejects without reading the body rejects with 12344 (no hang)", async () => {
    const refused = vi.fn(() => Promise.reject(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }))) as unknown as typeof fetch;
    await expect(client({ fetch: refused }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12344 });
  });

  it("§8: a fetch that honours the abort signal still reports the timeout as 12345, and is aborted", async () => {
    let aborted = false;
    const f = fakeFetch((req) => untilAborted(req, () => (aborted = true)));
    await expect(client({ fetch: f.fetch, timeoutMs: 20 }).call("/system/version/get", {})).rejects.toMatchObject({ code: 12345 });
    expect(aborted).toBe(true);
  });

  it("§9: the default call timeout is 60 s, then 12345", async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFetch((req) => untilAborted(req));
      let outcome: unknown = "pending";
      const call = client({ fetch: f.fetch }).call("/system/version/get", {}).catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(outcome).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(outcome).toMatchObject({ code: 12345 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("§9: a per-call timeout overrides the client's", async () => {
    const f = fakeFetch(() => new Promise<Response>(() => {}));
    const started = Date.now();
    await expect(client({ fetch: f.fetch, timeoutMs: 60_000 }).call("/system/version/get", {}, { timeoutMs: 20 })).rejects.toMatchObject({ code: 12345 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("§8: a caller abort rejects with 12344 'aborted'", async () => {
    const controller = new AbortController();
    const f = fakeFetch((req) => untilAborted(req));
    const pending = client({ fetch: f.fetch }).call("/system/version/get", {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 12344, serverMsg: "aborted" });
  });

  it("§3: a body that is not an envelope rejects with 502", async () => {
    for (const body of ["not json", JSON.stringify({ data: {} }), JSON.stringify({ basic: { code: "200" }, data: {} })]) {
      const f = fakeFetch(() => new Response(body, { status: 200 }));
      await expect(client({ fetch: f.fetch }).call("/system/version/get", {})).rejects.toMatchObject({ code: 502, serverMsg: "invalid response envelope" });
    }
  });

  it("§3: success data that does not match the endpoint schema rejects with 502", async () => {
    const f = fakeFetch(() => envelope(200, "", { version: 1 }));
    await expect(client({ fetch: f.fetch }).call("/system/version/get", {})).rejects.toMatchObject({ code: 502, serverMsg: "invalid response data" });
  });
});

describe("toApiError", () => {
  it("§8: maps thrown values to the client codes", () => {
    const existing = new ApiError(7001);
    expect(toApiError(existing)).toBe(existing);
    expect(toApiError(new TypeError("fetch failed")).code).toBe(12344);
    expect(toApiError(new DOMException("x", "AbortError"))).toMatchObject({ code: 12344, serverMsg: "aborted" });
    expect(toApiError("weird").code).toBe(12344);
  });
});
