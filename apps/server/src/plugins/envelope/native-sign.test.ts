import { computeSign } from "@vms/api-client";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nativeSign } from "./native-sign.js";

describe("nativeSign", () => {
  it("equals the api-client's computeSign for any request, key and data text (unicode and lone surrogates included)", () => {
    const text = fc.string({ unit: "binary", maxLength: 200 });
    fc.assert(
      fc.property(
        fc.record({ ver: text, time: fc.integer(), id: text, nonce: text, token: text }),
        text,
        text,
        (basic, data, key) => nativeSign(basic, data, key) === computeSign(basic, data, key),
      ),
      { numRuns: 2000 },
    );
    expect(nativeSign({ ver: "1.0", time: 1, id: "a", nonce: "b", token: "" }, "{}", "")).toBe(computeSign({ ver: "1.0", time: 1, id: "a", nonce: "b", token: "" }, "{}", ""));
  });
});
