import { OP_LOG_ACTIONS } from "@vms/api-client";
import { createI18n } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { opLogActionLabels } from "./op-log-action-labels";

// Issue 28: the table showed raw keys (archives.create, event.export, user.mfa.delete). The server's
// writers are typed by the contract's OP_LOG_ACTIONS (its test keeps the fallback's names in it).
describe("§2 operation-log action sentences", () => {
  const labels: Readonly<Record<string, (typeof opLogActionLabels)[keyof typeof opLogActionLabels] | undefined>> = opLogActionLabels;

  it("every action the server can write has a sentence, in en-US and zh-CN", () => {
    const en = createI18n("en-US");
    const zh = createI18n("zh-CN");
    expect(OP_LOG_ACTIONS.length).toBeGreaterThan(100);
    const missing = OP_LOG_ACTIONS.filter((action) => !labels[action]);
    expect(missing).toEqual([]);
    for (const action of OP_LOG_ACTIONS) {
      const said = en._(labels[action]!);
      expect(said, action).not.toBe(action);
      expect(said, action).toMatch(/^[A-Z]/);
      // Translated: no Latin words left in the Chinese sentence.
      expect(zh._(labels[action]!), action).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("names the keys of the issue", () => {
    const zh = createI18n("zh-CN");
    const en = createI18n("en-US");
    expect(en._(opLogActionLabels["archives.create"])).toBe("Created an archive");
    expect(en._(opLogActionLabels["event.export"])).toBe("Exported events");
    expect(en._(opLogActionLabels["user.mfa.delete"])).toBe("Removed a multi-factor authenticator");
    expect(zh._(opLogActionLabels["archives.create"])).toMatch(/[\u4e00-\u9fff]/);
  });
});
