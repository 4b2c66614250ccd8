import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_VERSION } from "./constants.js";
import { requestBasicSchema } from "./envelope.js";
import { buildSignedBody, computeSign, hmacSha256Hex, safeEqualHex, sha256Hex, signingText } from "./sign.js";

// Independent reference implementation on node:crypto, so the tests do not trust @noble/hashes.
const refSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const refHmac = (key: string, text: string) => createHmac("sha256", key).update(text, "utf8").digest("hex");

const DATA = { coId: "co-1", domain: "vms.example.com" };
const DATA_JSON = '{"coId":"co-1","domain":"vms.example.com"}';
const BASIC = {
  ver: "1.0",
  time: 1_700_000_000_000,
  id: "0123456789abcdef",
  nonce: "00112233445566778899aabbccddeeff",
  token: "tok-abc",
};
// Computed once with node:crypto (see refHmac) and frozen here as a known vector.
const DATA_SHA256 = "04146f616bea1a7fc507c635ab182927b486069623263042fc195f424e790ffd";
const SIGN_WITH_SID = "d2fcca2fa4578ed320e354f30b4877e206005ed46f66cd42035ea43ab5e1b8f1";
const SIGN_BEFORE_LOGIN = "e6103c02a51a48b11ca8c5b34bb2a69dc56c0a40af3f734f72feec6e076b23bc";

/** Splits a spliced body text back into its `basic` object and the exact `data` bytes. */
function splitBody(json: string): { basic: Record<string, unknown>; dataJson: string } {
  const marker = ',"data":';
  const at = json.indexOf(marker);
  const basicJson = json.slice('{"basic":'.length, at);
  return { basic: JSON.parse(basicJson) as Record<string, unknown>, dataJson: json.slice(at + marker.length, -1) };
}

describe("sha256Hex / hmacSha256Hex", () => {
  it("§3: sha256Hex matches node:crypto for ASCII, empty and non-ASCII text", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex(DATA_JSON)).toBe(DATA_SHA256);
    for (const text of ["摄像机 ✓", "a\nb", JSON.stringify({ x: [1, "é"] })]) expect(sha256Hex(text)).toBe(refSha256(text));
  });

  it("§3: hmacSha256Hex matches node:crypto, including the empty key", () => {
    for (const key of ["", "sid-secret", "ключ"]) {
      for (const text of ["", "hello", "多字节"]) expect(hmacSha256Hex(key, text)).toBe(refHmac(key, text));
    }
  });
});

describe("signingText / computeSign", () => {
  it("§3: the signed text is ver, time, id, nonce, token and sha256(data) joined by newlines", () => {
    expect(signingText(BASIC, DATA_JSON)).toBe(
      ["1.0", "1700000000000", BASIC.id, BASIC.nonce, "tok-abc", DATA_SHA256].join("\n"),
    );
  });

  it("§3: a fixed known vector signs with the session sid", () => {
    const sign = computeSign(BASIC, DATA_JSON, "sid-secret");
    expect(sign).toBe(SIGN_WITH_SID);
    expect(sign).toBe(refHmac("sid-secret", signingText(BASIC, DATA_JSON)));
  });

  it("§3: before login the key is the empty string and the token is empty", () => {
    const unsigned = { ...BASIC, token: "" };
    expect(computeSign(unsigned, DATA_JSON, "")).toBe(SIGN_BEFORE_LOGIN);
    expect(SIGN_BEFORE_LOGIN).toBe(refHmac("", signingText(unsigned, DATA_JSON)));
  });

  it("§3: every field is covered: changing any one changes the sign", () => {
    const base = computeSign(BASIC, DATA_JSON, "sid-secret");
    const variants = [
      { ...BASIC, ver: "1.1" },
      { ...BASIC, time: BASIC.time + 1 },
      { ...BASIC, id: "0123456789abcdee" },
      { ...BASIC, nonce: "00112233445566778899aabbccddeefe" },
      { ...BASIC, token: "tok-abd" },
    ];
    for (const v of variants) expect(computeSign(v, DATA_JSON, "sid-secret")).not.toBe(base);
    expect(computeSign(BASIC, '{"coId":"co-2","domain":"vms.example.com"}', "sid-secret")).not.toBe(base);
    expect(computeSign(BASIC, DATA_JSON, "sid-secreT")).not.toBe(base);
  });
});

describe("safeEqualHex", () => {
  it("§3: equal strings compare equal, any difference or length mismatch does not", () => {
    expect(safeEqualHex(SIGN_WITH_SID, SIGN_WITH_SID)).toBe(true);
    expect(safeEqualHex("", "")).toBe(true);
    expect(safeEqualHex(SIGN_WITH_SID, SIGN_BEFORE_LOGIN)).toBe(false);
    expect(safeEqualHex(SIGN_WITH_SID, SIGN_WITH_SID.slice(0, -1))).toBe(false);
    expect(safeEqualHex("ab", "aB")).toBe(false);
    // SIGN_WITH_SID ends in "1": a one-character difference at the end is still caught.
    expect(safeEqualHex(`${SIGN_WITH_SID.slice(0, -1)}0`, SIGN_WITH_SID)).toBe(false);
  });
});

describe("buildSignedBody", () => {
  it("§3: the body is {basic, data} and basic passes the envelope schema", () => {
    const { body, json } = buildSignedBody(DATA, { token: "tok-abc", sid: "sid-secret" }, 1_700_000_000_000);
    expect(Object.keys(JSON.parse(json) as object)).toEqual(["basic", "data"]);
    expect(body.data).toBe(DATA);
    expect(requestBasicSchema.parse(body.basic)).toEqual(body.basic);
    expect(body.basic).toMatchObject({ ver: API_VERSION, time: 1_700_000_000_000, token: "tok-abc" });
    expect(body.basic.id).toMatch(/^[0-9a-f]{16}$/);
    expect(body.basic.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it("§3: it splices exactly JSON.stringify(data) as the data bytes", () => {
    const data = { b: 2, a: "x", nested: { list: [1, 2, 3], text: "引号\"" }, skipped: undefined };
    const { json } = buildSignedBody(data, null);
    const { dataJson } = splitBody(json);
    expect(dataJson).toBe(JSON.stringify(data));
    expect(json).toBe(`{"basic":${JSON.stringify(splitBody(json).basic)},"data":${JSON.stringify(data)}}`);
  });

  it("§3: the sign verifies against node:crypto over the sent bytes with the session sid", () => {
    const { body, json } = buildSignedBody(DATA, { token: "tok-abc", sid: "sid-secret" });
    const { basic, dataJson } = splitBody(json);
    const text = [basic.ver, String(basic.time), basic.id, basic.nonce, basic.token, refSha256(dataJson)].join("\n");
    expect(basic.sign).toBe(refHmac("sid-secret", text));
    expect(basic).toEqual(body.basic);
  });

  it("§3: before login (no session) the token is empty and the key is the empty string", () => {
    const { body } = buildSignedBody(DATA, null);
    expect(body.basic.token).toBe("");
    const { sign, ...unsigned } = body.basic;
    expect(sign).toBe(refHmac("", signingText(unsigned, DATA_JSON)));
    expect(sign).not.toBe(refHmac("sid-secret", signingText(unsigned, DATA_JSON)));
  });

  it("§3: time defaults to now and every call gets a fresh id and nonce", () => {
    const before = Date.now();
    const a = buildSignedBody({}, null).body.basic;
    const b = buildSignedBody({}, null).body.basic;
    expect(a.time).toBeGreaterThanOrEqual(before);
    expect(a.time).toBeLessThanOrEqual(Date.now());
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.id).not.toBe(b.id);
  });
});
