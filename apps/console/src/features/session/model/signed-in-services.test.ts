import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { pushConnection, type PushConnectionOptions } from "@/shared/push";
import { pushUnavailableMessage } from "./session-messages";
import { startSignedInServices } from "./signed-in-services";

afterEach(() => {
  for (const toast of notifier.getSnapshot()) notifier.dismiss(toast.id);
  vi.restoreAllMocks();
});

describe("signed-in services (spec §4)", () => {
  it("§4: when the push socket gives up after its retries, the user is told statuses no longer update", () => {
    let options: PushConnectionOptions | undefined;
    vi.spyOn(pushConnection, "start").mockImplementation((o) => void (options = o));
    vi.spyOn(pushConnection, "stop").mockImplementation(() => {});
    const stop = startSignedInServices({ idleTimeoutMs: 60_000, onIdle: () => {}, onForcedLogout: () => {} });
    expect(notifier.getSnapshot()).toHaveLength(0);

    options!.onError!();
    const [toast] = notifier.getSnapshot();
    expect(toast).toMatchObject({ severity: "warning", message: pushUnavailableMessage });
    stop();
  });
});
