import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { epochMsSchema, isStorableText, MAX_EPOCH_MS, textSchema, unstorableTextProblem } from "./primitives.js";

/** Any UTF-16 code unit, biased towards controls and surrogate halves (fast-check's "binary" unit is slow to start). */
const codeUnit = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0xd7f0, max: 0xe010 }), fc.integer({ min: 0, max: 0xffff }))
  .map((code) => String.fromCharCode(code));

describe("textSchema", () => {
  it("§8: ordinary text, tabs, line breaks and surrogate pairs pass", () => {
    for (const text of ["", "Ann Lee", "a\tb\nc\r\n", "北京 😀", "\u00a0é"]) expect(textSchema().safeParse(text).success, text).toBe(true);
  });

  it("§8: NUL and other control characters are refused as 'control'", () => {
    for (const text of ["\u0000", "a\u0000b", "\u0001", "\u001f", "\u007f", "\u000b"]) {
      const result = textSchema().safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("control");
    }
  });

  it("§8: lone surrogates are refused as 'surrogate'", () => {
    for (const text of ["\ud800", "x\udc00", "\udbffx", "\ude00\ud83d"]) {
      expect(textSchema().safeParse(text).error?.issues[0]?.message, JSON.stringify(text)).toBe("surrogate");
    }
  });

  it("§8: the length checks chained after it still apply", () => {
    expect(textSchema().check(z.maxLength(3)).safeParse("abcd").success).toBe(false);
    expect(textSchema().check(z.trim(), z.minLength(1)).safeParse("  ").success).toBe(false);
  });

  it("§8: accepts exactly the strings that survive a UTF-8 round trip and hold no refused control character", () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 20 }), fc.constantFrom("", "Ann", "北京", "😀", "a\tb\n"), (binary, text) => {
        const roundTrips = (s: string) => new TextDecoder().decode(new TextEncoder().encode(s)) === s;
        // eslint-disable-next-line no-control-regex -- the oracle lists the refused control characters
        const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
        for (const s of [binary, text, binary + text]) {
          expect(isStorableText(s)).toBe(roundTrips(s) && !controls.test(s));
          expect(unstorableTextProblem(s) === null).toBe(isStorableText(s));
        }
      }),
      { seed: 42, numRuns: 100 },
    );
  });
});

describe("epochMsSchema", () => {
  it("§5: instants from 1970 to year 9999 pass", () => {
    for (const t of [0, Date.now(), MAX_EPOCH_MS]) expect(epochMsSchema().safeParse(t).success, String(t)).toBe(true);
  });

  it("§5: times outside what Date and PostgreSQL hold are refused", () => {
    for (const t of [-1, MAX_EPOCH_MS + 1, 8.64e15 + 1, 9007199254740991, -9007199254740991, 1.5, Infinity, Number.NaN]) {
      expect(epochMsSchema().safeParse(t).success, String(t)).toBe(false);
    }
  });

  it("§5: every accepted value makes a valid Date", () => {
    fc.assert(
      fc.property(fc.double(), (t) => {
        if (epochMsSchema().safeParse(t).success) expect(Number.isNaN(new Date(t).getTime())).toBe(false);
      }),
      { seed: 42, numRuns: 100 },
    );
  });
});
