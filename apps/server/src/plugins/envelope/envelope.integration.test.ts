import { Code, FRESHNESS_WINDOW_MS } from "@vms/api-client";
import { expect, it } from "vitest";
import { describeOnDatabases } from "../../test-support/test-server.js";
import { envelopeText, expectEnvelopeError, postRaw, type RequestBody } from "../../test-support/wire.js";

const VERSION = "/system/version/get";
const BRANDING = "/customer-website/get";

describeOnDatabases("/vms envelope pipeline over HTTP", (server) => {
  const post = (path: string, body: RequestBody, headers?: Record<string, string>) =>
    postRaw(server().baseUrl, path, body, headers);

  it("§3: a well-formed signed request succeeds (control case)", async () => {
    const answer = await post(VERSION, envelopeText({}));
    expect(answer.status).toBe(200);
    expect(answer.json?.basic.code).toBe(Code.OK);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("§3: malformed JSON answers 1000", async () => {
    expectEnvelopeError(await post(VERSION, '{"basic": {'), Code.MALFORMED, 200);
  });

  it("§3: an empty body answers 1000, with or without a content type", async () => {
    expectEnvelopeError(await post(VERSION, ""), Code.MALFORMED, 200);
    expectEnvelopeError(await post(VERSION, undefined, {}), Code.MALFORMED, 200);
  });

  it("§3: a body that is not an envelope object answers 1000", async () => {
    for (const body of ["[]", "42", '"text"', "null", '{"basic":null,"data":{}}', '{"basic":{},"data":[]}']) {
      expectEnvelopeError(await post(VERSION, body), Code.MALFORMED, 200);
    }
  });

  it("§3: a body without basic answers 1000", async () => {
    expectEnvelopeError(await post(VERSION, JSON.stringify({ data: {} })), Code.MALFORMED, 200);
  });

  it("§3: data that is not an object answers 1000", async () => {
    const text = envelopeText({}).replace('"data":{}}', '"data":[1]}');
    expectEnvelopeError(await post(VERSION, text), Code.MALFORMED, 200);
  });

  it("§3: a JSON body sent with a wrong or invalid content type answers 1000", async () => {
    expectEnvelopeError(await post(VERSION, envelopeText({}), { "content-type": "text/plain" }), Code.MALFORMED, 200);
    expectEnvelopeError(await post(VERSION, envelopeText({}), { "content-type": "not a type" }), Code.MALFORMED, 200);
  });

  it("§3: a ver other than 1.0 answers 1000", async () => {
    expectEnvelopeError(await post(VERSION, envelopeText({}, { ver: "2.0" })), Code.MALFORMED, 200);
  });

  it("§3: an unsigned request answers 1000 and a wrong signature 7003", async () => {
    expectEnvelopeError(await post(VERSION, envelopeText({}, { sign: "" })), Code.MALFORMED, 200);
    expectEnvelopeError(await post(VERSION, envelopeText({}, { sign: "0".repeat(64) })), Code.BAD_SIGNATURE, 200);
    expectEnvelopeError(await post(VERSION, envelopeText({}, { sid: "not-the-key" })), Code.BAD_SIGNATURE, 200);
  });

  it("§3: data changed after signing answers 7003", async () => {
    const tampered = envelopeText({ coId: "a" }).replace('"coId":"a"', '"coId":"b"');
    expectEnvelopeError(await post(BRANDING, tampered), Code.BAD_SIGNATURE, 200);
  });

  it("§3: a request older than 300 s answers 4500", async () => {
    const time = Date.now() - FRESHNESS_WINDOW_MS - 5_000;
    expectEnvelopeError(await post(VERSION, envelopeText({}, { time })), Code.STALE_REQUEST, 200);
  });

  it("§3: a request more than 300 s in the future answers 4500", async () => {
    const time = Date.now() + FRESHNESS_WINDOW_MS + 5_000;
    expectEnvelopeError(await post(VERSION, envelopeText({}, { time })), Code.STALE_REQUEST, 200);
  });

  it("§8: a replayed nonce answers 20001 (the identical body sent twice)", async () => {
    const body = envelopeText({});
    const first = await post(VERSION, body);
    expect(first.json?.basic.code).toBe(Code.OK);
    expectEnvelopeError(await post(VERSION, body), Code.REPLAYED, 200);
  });

  it("§8: a nonce is not burnt by a request with a bad signature", async () => {
    const nonce = "n".repeat(32);
    expectEnvelopeError(await post(VERSION, envelopeText({}, { nonce, sid: "stranger" })), Code.BAD_SIGNATURE, 200);
    const genuine = await post(VERSION, envelopeText({}, { nonce }));
    expect(genuine.json?.basic.code).toBe(Code.OK);
  });

  it("§7: an unknown path answers HTTP 404 with envelope code 404", async () => {
    expectEnvelopeError(await post("/no/such/call", envelopeText({})), Code.NOT_FOUND, 404);
    expectEnvelopeError(await post("/system%2Fversion%2Fget", envelopeText({})), Code.NOT_FOUND, 404);
  });

  it("§7: calls are POST only; GET on a call path answers HTTP 404", async () => {
    const res = await fetch(`${server().baseUrl}/vms${VERSION}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { basic: { code: number } }).basic.code).toBe(Code.NOT_FOUND);
  });

  it("§8: data of the wrong type answers 7000 with the issues only", async () => {
    const answer = await post(BRANDING, envelopeText({ coId: 42 }));
    expect(answer.status).toBe(200);
    expect(answer.json?.basic.code).toBe(Code.INVALID_DATA);
    expect(answer.json?.data).toEqual({ issues: [{ path: "coId", message: expect.any(String) }] });
    expect(answer.text).not.toMatch(/stack|node_modules/i);
  });

  it("§3: a public call carrying a token answers 1000", async () => {
    expectEnvelopeError(await post(VERSION, envelopeText({}, { token: "some-token" })), Code.MALFORMED, 200);
  });

  it("§8: a body over the size limit answers HTTP 413 with envelope 1000", async () => {
    const huge = envelopeText({ coId: "x".repeat(2 * 1024 * 1024) });
    expectEnvelopeError(await post(BRANDING, huge), Code.MALFORMED, 413);
  });

  it("§8/§9: messages follow Accept-Language (zh-CN)", async () => {
    const zh = { "content-type": "application/json", "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" };
    expectEnvelopeError(await post(VERSION, "{", zh), Code.MALFORMED, 200, "zh-CN");
    const stale = envelopeText({}, { time: Date.now() - 2 * FRESHNESS_WINDOW_MS });
    expectEnvelopeError(await post(VERSION, stale, zh), Code.STALE_REQUEST, 200, "zh-CN");
    expectEnvelopeError(await post("/nope", "{}", zh), Code.NOT_FOUND, 404, "zh-CN");
  });
});
