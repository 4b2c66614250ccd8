import { API_VERSION, Code, computeSign, FRESHNESS_WINDOW_MS, type RequestBasic } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeText } from "../../test-support/wire.js";
import { AppError } from "../../core/app-error.js";
import {
  checkFreshness,
  checkSignature,
  checkVersion,
  hasMediaType,
  nonceExpiry,
  parseData,
  parseJsonEnvelope,
  parseMultipartEnvelope,
} from "./request-checks.js";

/** The envelope code a check throws, or null when it passes. */
function codeOf(check: () => unknown): number | null {
  try {
    check();
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

const NOW = 1_800_000_000_000;
const unsigned = { ver: API_VERSION, time: NOW, id: "abcd", nonce: "0123456789abcdef", token: "" };
const basic = (over: Partial<RequestBasic> = {}): RequestBasic => ({ ...unsigned, sign: computeSign(unsigned, "{}", ""), ...over });

describe("request checks", () => {
  it("§3: parseJsonEnvelope keeps the wire data and hashes its JSON text", () => {
    const parsed = parseJsonEnvelope(envelopeText({ b: 1, a: [2] }));
    expect(parsed.data).toEqual({ b: 1, a: [2] });
    expect(parsed.dataText).toBe('{"b":1,"a":[2]}');
  });

  it("§3: parseJsonEnvelope refuses anything but a complete envelope with 1000", () => {
    for (const body of [undefined, "", "  ", "{", "[]", "1", '{"data":{}}', '{"basic":{"ver":"1.0"},"data":{}}']) {
      expect(codeOf(() => parseJsonEnvelope(body))).toBe(Code.MALFORMED);
    }
  });

  it("§3: parseMultipartEnvelope hashes the data field as sent", () => {
    const parsed = parseMultipartEnvelope(JSON.stringify(basic()), '{ "x": 1 }');
    expect(parsed.dataText).toBe('{ "x": 1 }');
    expect(codeOf(() => parseMultipartEnvelope(undefined, "{}"))).toBe(Code.MALFORMED);
    expect(codeOf(() => parseMultipartEnvelope(JSON.stringify(basic()), "not json"))).toBe(Code.MALFORMED);
  });

  it("§3: only ver 1.0 passes", () => {
    expect(codeOf(() => checkVersion(basic()))).toBeNull();
    expect(codeOf(() => checkVersion(basic({ ver: "1.1" })))).toBe(Code.MALFORMED);
  });

  it("§3: freshness allows exactly 300 s either way and no more", () => {
    expect(codeOf(() => checkFreshness(basic({ time: NOW - FRESHNESS_WINDOW_MS }), NOW))).toBeNull();
    expect(codeOf(() => checkFreshness(basic({ time: NOW + FRESHNESS_WINDOW_MS }), NOW))).toBeNull();
    expect(codeOf(() => checkFreshness(basic({ time: NOW - FRESHNESS_WINDOW_MS - 1 }), NOW))).toBe(Code.STALE_REQUEST);
    expect(codeOf(() => checkFreshness(basic({ time: NOW + FRESHNESS_WINDOW_MS + 1 }), NOW))).toBe(Code.STALE_REQUEST);
  });

  it("§3: a stale request's refusal carries the server clock (the client corrects itself)", () => {
    try {
      checkFreshness(basic({ time: NOW - FRESHNESS_WINDOW_MS - 1 }), NOW);
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).data).toEqual({ serverTime: NOW });
    }
  });

  it("§3: the signature is keyed by the sid and covers every basic field and the data", () => {
    const signed = { ...unsigned, token: "tok" };
    const good = { ...signed, sign: computeSign(signed, '{"a":1}', "sid-1") };
    expect(codeOf(() => checkSignature(good, '{"a":1}', "sid-1"))).toBeNull();
    expect(codeOf(() => checkSignature(good, '{"a":2}', "sid-1"))).toBe(Code.BAD_SIGNATURE);
    expect(codeOf(() => checkSignature(good, '{"a":1}', ""))).toBe(Code.BAD_SIGNATURE);
    expect(codeOf(() => checkSignature({ ...good, id: "other" }, '{"a":1}', "sid-1"))).toBe(Code.BAD_SIGNATURE);
  });

  it("§3: a nonce is kept for two windows after its time (clock skew between instances)", () => {
    expect(nonceExpiry(basic()).getTime()).toBe(NOW + 2 * FRESHNESS_WINDOW_MS);
  });

  it("§8: parseData answers 7000 with paths and messages, applying defaults on success", () => {
    const schema = z.object({ name: z.string(), page: z.object({ size: z.number().default(10) }) });
    expect(parseData(schema, { name: "a", page: {} })).toEqual({ name: "a", page: { size: 10 } });
    try {
      parseData(schema, { name: 1, page: { size: "x" } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe(Code.INVALID_DATA);
      expect((e as AppError).data).toEqual({
        issues: [
          { path: "name", message: expect.any(String) },
          { path: "page.size", message: expect.any(String) },
        ],
      });
    }
  });

  it("hasMediaType ignores parameters and case", () => {
    expect(hasMediaType("Application/JSON; charset=utf-8", "application/json")).toBe(true);
    expect(hasMediaType("text/plain", "application/json")).toBe(false);
    expect(hasMediaType(undefined, "application/json")).toBe(false);
  });
});
