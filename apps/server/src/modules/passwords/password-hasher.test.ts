import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hasher.js";

describe("password hasher", () => {
  it("§5: stores argon2id with the OWASP cost (19 MiB, t=2, p=1) and verifies", async () => {
    const stored = await hashPassword("Demo-Pass-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("Demo-Pass-2026");
    expect(await verifyPassword(stored, "Demo-Pass-2026")).toBe(true);
    expect(await verifyPassword(stored, "demo-pass-2026")).toBe(false);
  });

  it("§3: an account without a hash is refused after the same work, and a corrupt hash is refused", async () => {
    expect(await verifyPassword(null, "anything-1")).toBe(false);
    expect(await verifyPassword("not-a-phc-string", "anything-1")).toBe(false);
  });
});
