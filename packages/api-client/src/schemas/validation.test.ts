import { describe, expect, it } from "vitest";
import {
  appCodeSchema,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPassword,
  checkPhone,
  containsAny,
  emailCodeSchema,
  FORBIDDEN_FILE_NAME_CHARS,
  FORBIDDEN_NAME_CHARS,
  imgCodeSchema,
  passwordSchema,
} from "./validation.js";

describe("§5 password rules", () => {
  it.each([
    ["", "empty"],
    ["a1b2c3d", "length"],
    ["a1b2c3d4e5f6g7h8i", "length"],
    ["abcdefgh", "variety"],
    ["12345678", "variety"],
    ["!@$^*()_", "variety"],
    ["abcd1234<", "forbidden"],
    ["abcd1234#", "forbidden"],
    ["abcd:1234", "forbidden"],
  ] as const)("%j is refused (%s)", (pw, problem) => {
    expect(checkPassword(pw)).toBe(problem);
  });

  it.each(["abcd1234", "ABCD!@$^", "1234!@$^", "Demo-Pass-2026", "aaaaaaaaaaaaaa1!"])("%j is accepted (two kinds, 8-16)", (pw) => {
    expect(checkPassword(pw)).toBeNull();
  });

  it("rejects every forbidden character < > & , ' \" / \\ % : #", () => {
    for (const ch of FORBIDDEN_NAME_CHARS) expect(checkPassword(`abcd123${ch}`)).toBe("forbidden");
  });

  it("new and confirmation must match; the new password must differ from the old one", () => {
    expect(checkNewPassword({ newPassword: "abcd1234", confirm: "abcd1235" })).toBe("mismatch");
    expect(checkNewPassword({ newPassword: "abcd1234", confirm: "abcd1234", oldPassword: "abcd1234" })).toBe("same");
    expect(checkNewPassword({ newPassword: "abcd1234", confirm: "abcd1234", oldPassword: "zzzz9999" })).toBeNull();
    expect(checkNewPassword({ newPassword: "abc", confirm: "abc" })).toBe("length");
  });

  it("passwordSchema reports the rule as its issue message", () => {
    const r = passwordSchema.safeParse("abcdefgh");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("variety");
    expect(passwordSchema.safeParse("abcd1234").success).toBe(true);
  });
});

describe("§5 e-mail and phone", () => {
  it.each(["a@b.c", "admin@demo.local", "first.last+tag@example.co.uk"])("%j is an e-mail", (e) => {
    expect(checkEmail(e)).toBeNull();
  });
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["admin", "format"],
    ["admin@demo", "format"],
    ["admin.demo.local", "format"],
    ["ad min@demo.local", "format"],
  ] as const)("%j is refused (%s): an e-mail needs '@' and '.'", (e, problem) => {
    expect(checkEmail(e)).toBe(problem);
  });
  it("a wrong mobile number is refused; an empty one is allowed", () => {
    expect(checkPhone("")).toBeNull();
    expect(checkPhone("+86 138-0013-8000")).toBeNull();
    expect(checkPhone("12ab")).toBe("format");
    expect(checkPhone("123")).toBe("format");
  });
});

describe("§5 names", () => {
  it("cannot be empty, are limited in length and refuse forbidden characters", () => {
    expect(checkName("")).toBe("empty");
    expect(checkName("  ")).toBe("empty");
    expect(checkName("Front door")).toBeNull();
    expect(checkName("x".repeat(33))).toBe("length");
    expect(checkName("门".repeat(32))).toBeNull();
    expect(checkName("a/b")).toBe("forbidden");
  });
  it("a device name may be empty (0-32 characters)", () => {
    expect(checkName("", 32, true)).toBeNull();
  });
  it("file names also forbid * ? |", () => {
    for (const ch of "*?|") {
      expect(containsAny(`clip${ch}.avi`, FORBIDDEN_FILE_NAME_CHARS)).toBe(true);
      expect(containsAny(`clip${ch}.avi`, FORBIDDEN_NAME_CHARS)).toBe(false);
    }
  });
});

describe("§9 code lengths", () => {
  it("image code 4 characters, e-mail code 6 characters, app code 6 digits", () => {
    expect(imgCodeSchema.safeParse("a1B2").success).toBe(true);
    expect(imgCodeSchema.safeParse("a1B").success).toBe(false);
    expect(emailCodeSchema.safeParse("12ab56").success).toBe(true);
    expect(emailCodeSchema.safeParse("12345").success).toBe(false);
    expect(appCodeSchema.safeParse("123456").success).toBe(true);
    expect(appCodeSchema.safeParse("12345a").success).toBe(false);
  });
});
