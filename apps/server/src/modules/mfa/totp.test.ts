import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { newOtpSecret, otpauthUri, verifyTotp } from "./totp.js";

describe("TOTP", () => {
  const now = 1_800_000_000_000;
  const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

  it("§3 MFA: accepts the current code and one 30 s step either way, nothing further", async () => {
    const secret = newOtpSecret();
    expect(await verifyTotp(secret, await codeAt(secret, now), now)).toBe(true);
    expect(await verifyTotp(secret, await codeAt(secret, now - 30_000), now)).toBe(true);
    expect(await verifyTotp(secret, await codeAt(secret, now + 30_000), now)).toBe(true);
    expect(await verifyTotp(secret, await codeAt(secret, now - 90_000), now)).toBe(false);
    expect(await verifyTotp(secret, "12345", now)).toBe(false);
    expect(await verifyTotp("not base32!", "123456", now)).toBe(false);
  });

  it("§3 MFA: the otpauth URI names the issuer, the account and SHA-1/6/30", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "a@b.test");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain("secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(uri).toContain("issuer=VMS");
  });
});
