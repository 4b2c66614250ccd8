import { createHash, createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiClient } from "./client.js";
import type { ApiPath } from "./registry/index.js";

// The registry has no session or upload endpoint yet, so two test-only ones are added around it.
vi.mock(import("./registry/index.js"), async (importOriginal) => {
  const actual = await importOriginal();
  const echo = z.object({ name: z.string(), count: z.number() });
  return {
    ...actual,
    registry: {
      ...actual.registry,
      "/test/echo": { summary: "echo", tag: "test", auth: "session", request: echo, response: echo },
      "/test/upload": { summary: "upload", tag: "test", auth: "session", request: echo, response: z.object({ stored: z.boolean() }), upload: true },
    } as typeof actual.registry,
  };
});

const ECHO = "/test/echo" as ApiPath;
const UPLOAD = "/test/upload" as ApiPath;
const BASE = "http://vms.test";

interface Sent {
  req: Request;
  bytes: ArrayBuffer;
}

/** Records each request with its body bytes and answers with `data` in a success envelope. */
function fakeFetch(data: unknown) {
  const sent: Sent[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    sent.push({ req, bytes: await req.arrayBuffer() });
    return new Response(JSON.stringify({ basic: { code: 200, msg: "" }, data }));
  });
  return { fetch: fn as unknown as typeof fetch, sent };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string, text: string) => createHmac("sha256", key).update(text).digest("hex");
const expectedSign = (basic: Record<string, string | number>, dataJson: string, key: string) =>
  hmac(key, [basic.ver, String(basic.time), basic.id, basic.nonce, basic.token, sha256(dataJson)].join("\n"));

function jsonParts(sent: Sent) {
  const text = new TextDecoder().decode(sent.bytes);
  const at = text.indexOf(',"data":');
  return {
    basic: JSON.parse(text.slice('{"basic":'.length, at)) as Record<string, string | number>,
    dataJson: text.slice(at + ',"data":'.length, -1),
  };
}

/** Parses a sent multipart body back into its form fields. */
function formOf(sent: Sent): Promise<FormData> {
  return new Response(sent.bytes, { headers: { "content-type": sent.req.headers.get("content-type") ?? "" } }).formData();
}

describe("createApiClient: session endpoints", () => {
  it("§3: a session call sends the token and signs with the sid", async () => {
    const f = fakeFetch({ name: "a", count: 1 });
    const api = createApiClient({ baseUrl: BASE, fetch: f.fetch, getSession: () => ({ token: "tok-1", sid: "sid-1" }) });
    await expect(api.call(ECHO, { name: "a", count: 1 } as never)).resolves.toEqual({ name: "a", count: 1 });
    const { basic, dataJson } = jsonParts(f.sent[0]!);
    expect(basic.token).toBe("tok-1");
    expect(basic.sign).toBe(expectedSign(basic, dataJson, "sid-1"));
    expect(basic.sign).not.toBe(expectedSign(basic, dataJson, ""));
  });

  it("§3: the session is read on every call, so a renewed token is used at once", async () => {
    const f = fakeFetch({ name: "a", count: 1 });
    let session = { token: "old", sid: "sid-old" };
    const api = createApiClient({ baseUrl: BASE, fetch: f.fetch, getSession: () => session });
    await api.call(ECHO, { name: "a", count: 1 } as never);
    session = { token: "new", sid: "sid-new" };
    await api.call(ECHO, { name: "a", count: 1 } as never);
    const [first, second] = f.sent.map(jsonParts);
    expect(first!.basic.token).toBe("old");
    expect(second!.basic.token).toBe("new");
    expect(second!.basic.sign).toBe(expectedSign(second!.basic, second!.dataJson, "sid-new"));
  });

  it("§3: with no session yet, a session call goes out with token \"\" and key \"\"", async () => {
    const f = fakeFetch({ name: "a", count: 1 });
    await createApiClient({ baseUrl: BASE, fetch: f.fetch, getSession: () => null }).call(ECHO, { name: "a", count: 1 } as never);
    const { basic, dataJson } = jsonParts(f.sent[0]!);
    expect(basic.token).toBe("");
    expect(basic.sign).toBe(expectedSign(basic, dataJson, ""));
  });
});

describe("createApiClient: upload", () => {
  it("§3/§7: upload sends multipart with basic and data fields plus the files", async () => {
    const f = fakeFetch({ stored: true });
    const api = createApiClient({ baseUrl: BASE, fetch: f.fetch, getSession: () => ({ token: "tok-1", sid: "sid-1" }), getLocale: () => "zh-CN" });
    const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00])], { type: "image/png" });
    await expect(api.upload(UPLOAD, { name: "logo", count: 1 } as never, { file: logo })).resolves.toEqual({ stored: true });

    const sent = f.sent[0]!;
    expect(sent.req.method).toBe("POST");
    expect(sent.req.url).toBe(`${BASE}/vms/test/upload`);
    expect(sent.req.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.req.headers.get("accept-language")).toBe("zh-CN");

    const form = await formOf(sent);
    const dataJson = form.get("data");
    expect(dataJson).toBe(JSON.stringify({ name: "logo", count: 1 }));
    const basic = JSON.parse(form.get("basic") as string) as Record<string, string | number>;
    expect(basic.token).toBe("tok-1");
    expect(basic.sign).toBe(expectedSign(basic, dataJson as string, "sid-1"));

    const file = form.get("file");
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]));
    const names: string[] = [];
    form.forEach((_value, name) => names.push(name));
    expect(names.sort()).toEqual(["basic", "data", "file"]);
  });

  it("§9: the default upload timeout is 180 s, not the 60 s call timeout", async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
      let outcome: unknown = "pending";
      const upload = createApiClient({ baseUrl: BASE, fetch: never })
        .upload(UPLOAD, { name: "x", count: 0 } as never, {})
        .catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(179_999);
      expect(outcome).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      await upload;
      expect(outcome).toMatchObject({ code: 12345 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("§9: uploads use their own timeout (180 s by default), separate from the call timeout", async () => {
    const never = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: BASE, fetch: never, timeoutMs: 60_000, uploadTimeoutMs: 20 });
    await expect(api.upload(UPLOAD, { name: "x", count: 0 } as never, {})).rejects.toMatchObject({ code: 12345 });
  });
});
