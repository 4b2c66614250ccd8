import { catalogueEntry, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { createNotifier } from "./notifier-store";

describe("notifier queue", () => {
  it("§8: the same message waiting already is not queued again (e.g. every call of a revoked session)", () => {
    const notifier = createNotifier();
    const signedOut = catalogueEntry(Code.TOKEN_INVALID)!.message;
    notifier.notify({ message: signedOut });
    notifier.notify({ message: signedOut });
    notifier.notify({ text: "server said" });
    notifier.notify({ text: "server said" });
    expect(notifier.getSnapshot()).toHaveLength(2);
  });

  it("different messages, or the same one after it was dismissed, are shown", () => {
    const notifier = createNotifier();
    notifier.notify({ message: catalogueEntry(Code.TOKEN_INVALID)!.message });
    notifier.notify({ message: catalogueEntry(Code.TOKEN_EXPIRED)!.message });
    expect(notifier.getSnapshot()).toHaveLength(2);
    notifier.dismiss(notifier.getSnapshot()[0]!.id);
    notifier.notify({ message: catalogueEntry(Code.TOKEN_INVALID)!.message });
    expect(notifier.getSnapshot()).toHaveLength(2);
  });

  it("messages differing only in their values are both shown", () => {
    const notifier = createNotifier();
    notifier.notify({ message: { id: "x", message: "{n} left", values: { n: 1 } } });
    notifier.notify({ message: { id: "x", message: "{n} left", values: { n: 2 } } });
    expect(notifier.getSnapshot()).toHaveLength(2);
  });
});
