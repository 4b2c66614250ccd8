import { setupI18n } from "@lingui/core";
import { BUILT_IN_ROLE_IDS, BUILT_IN_ROLE_NAMES } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { BUILT_IN_ROLE_LABELS, roleLabel } from "./role-names";

describe("built-in role names (issue 28)", () => {
  it("has a message for every built-in role, worded as the server stores it", () => {
    for (const id of BUILT_IN_ROLE_IDS) expect(BUILT_IN_ROLE_LABELS[id].message).toBe(BUILT_IN_ROLE_NAMES[id]);
  });

  it("translates a built-in role's stored name and leaves a custom name as written", () => {
    const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": { [BUILT_IN_ROLE_LABELS.installer.id]: "安装商" } } });
    expect(roleLabel(i18n, "Installer")).toBe("安装商");
    expect(roleLabel(i18n, "Gatekeepers")).toBe("Gatekeepers");
  });
});
