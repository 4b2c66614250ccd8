import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  requestBasicSchema,
  requestEnvelopeOf,
  requestEnvelopeSchema,
  responseBasicSchema,
  responseEnvelopeOf,
  responseEnvelopeSchema,
} from "./envelope.js";

const basic = {
  ver: "1.0",
  time: 1_700_000_000_000,
  id: "0123456789abcdef",
  nonce: "00112233445566778899aabbccddeeff",
  token: "",
  sign: "a".repeat(64),
};

describe("requestBasicSchema", () => {
  it("§3: accepts a well-formed basic block, with an empty token before login", () => {
    expect(requestBasicSchema.parse(basic)).toEqual(basic);
    expect(requestBasicSchema.safeParse({ ...basic, token: "t".repeat(256) }).success).toBe(true);
  });

  it.each([
    ["ver empty", { ver: "" }],
    ["ver too long", { ver: "123456789" }],
    ["time negative", { time: -1 }],
    ["time fractional", { time: 1.5 }],
    ["time as string", { time: "1700000000000" }],
    ["id empty", { id: "" }],
    ["id too long", { id: "x".repeat(65) }],
    ["nonce too short", { nonce: "a".repeat(15) }],
    ["nonce too long", { nonce: "a".repeat(65) }],
    ["nonce with a bad character", { nonce: `${"a".repeat(15)}!` }],
    ["token too long", { token: "t".repeat(257) }],
    ["sign uppercase", { sign: "A".repeat(64) }],
    ["sign too short", { sign: "a".repeat(63) }],
    ["sign non-hex", { sign: "g".repeat(64) }],
  ])("§3: rejects %s", (_name, patch) => {
    expect(requestBasicSchema.safeParse({ ...basic, ...patch }).success).toBe(false);
  });

  it("§3: every field is required", () => {
    for (const key of Object.keys(basic)) {
      const { [key as keyof typeof basic]: _drop, ...rest } = basic;
      expect(requestBasicSchema.safeParse(rest).success, key).toBe(false);
    }
  });

  it("§3: nonce allows the URL-safe alphabet from 16 to 64 characters", () => {
    expect(requestBasicSchema.safeParse({ ...basic, nonce: "Ab0_-".repeat(4) }).success).toBe(true);
    expect(requestBasicSchema.safeParse({ ...basic, nonce: "z".repeat(64) }).success).toBe(true);
  });
});

describe("requestEnvelopeSchema", () => {
  it("§3: every body is {basic, data} with data an object", () => {
    expect(requestEnvelopeSchema.safeParse({ basic, data: { a: 1 } }).success).toBe(true);
    expect(requestEnvelopeSchema.safeParse({ basic, data: {} }).success).toBe(true);
    expect(requestEnvelopeSchema.safeParse({ basic }).success).toBe(false);
    expect(requestEnvelopeSchema.safeParse({ basic, data: [] }).success).toBe(false);
    expect(requestEnvelopeSchema.safeParse({ basic, data: "x" }).success).toBe(false);
    expect(requestEnvelopeSchema.safeParse({ data: {} }).success).toBe(false);
  });
});

describe("response envelope", () => {
  it("§3: the response is {basic:{code,msg}, data}", () => {
    expect(responseBasicSchema.parse({ code: 200, msg: "" })).toEqual({ code: 200, msg: "" });
    expect(responseBasicSchema.safeParse({ code: "200", msg: "" }).success).toBe(false);
    expect(responseBasicSchema.safeParse({ code: 200.5, msg: "" }).success).toBe(false);
    expect(responseBasicSchema.safeParse({ code: 200 }).success).toBe(false);
    expect(responseEnvelopeSchema.safeParse({ basic: { code: 7001, msg: "no" }, data: null }).success).toBe(true);
    expect(responseEnvelopeSchema.safeParse({ basic: { code: 200, msg: "" }, data: [1] }).success).toBe(true);
    expect(responseEnvelopeSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it("§3: requestEnvelopeOf / responseEnvelopeOf check data against the given schema", () => {
    const data = z.object({ n: z.number() });
    expect(requestEnvelopeOf(data).safeParse({ basic, data: { n: 1 } }).success).toBe(true);
    expect(requestEnvelopeOf(data).safeParse({ basic, data: { n: "1" } }).success).toBe(false);
    expect(responseEnvelopeOf(data).safeParse({ basic: { code: 200, msg: "ok" }, data: { n: 2 } }).success).toBe(true);
    expect(responseEnvelopeOf(data).safeParse({ basic: { code: 200, msg: "ok" }, data: {} }).success).toBe(false);
  });
});
