import { describe, expect, it } from "vitest";
import { removalProof } from "./removal-proof";

describe("removalProof (issue 27: removing a factor asks for the password or a code)", () => {
  it("§5: six digits are an app code; anything else is the password, sent as typed", () => {
    expect(removalProof("123456")).toEqual({ code: "123456" });
    expect(removalProof(" 123456 ")).toEqual({ code: "123456" });
    expect(removalProof("Secret-123")).toEqual({ password: "Secret-123" });
    expect(removalProof("12345678")).toEqual({ password: "12345678" });
    expect(removalProof("   ")).toBeNull();
  });
});
