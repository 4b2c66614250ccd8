import { AVATAR_MAX_BYTES } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { checkAvatarFile } from "./avatar-file";

describe("checkAvatarFile (spec §5 avatar)", () => {
  it.each(["a.png", "a.jpg", "a.JPEG", "b.bmp"])("§5: accepts %s under 2 MB", (name) => {
    expect(checkAvatarFile({ name, size: AVATAR_MAX_BYTES - 1 })).toBeNull();
  });

  it.each(["a.gif", "a.webp", "png", "a.png.exe", "a"])("§5: refuses the type of %s", (name) => {
    expect(checkAvatarFile({ name, size: 10 })).toBe("type");
  });

  it("§5: refuses 2 MB and more", () => {
    expect(checkAvatarFile({ name: "a.png", size: AVATAR_MAX_BYTES })).toBe("size");
  });
});
