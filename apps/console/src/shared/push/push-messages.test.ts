import { buildPushMessage, PUSH_INFO_TYPE, type PushMessage } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { publishPush, subscribePush, subscribePushOf } from "./push-messages";

const message: PushMessage = { infoType: "DEVICE", infoContent: "Camera offline", extension: '{"code":7062}' };

describe("push subscribe API (spec §3 push messages)", () => {
  it("delivers each message to every subscriber until it unsubscribes", () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribePush(a);
    const offB = subscribePush(b);
    publishPush(message);
    offA();
    publishPush(message);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    offB();
  });

  it("a failing subscriber does not starve the others", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const good = vi.fn();
    const offBad = subscribePush(() => {
      throw new Error("boom");
    });
    const offGood = subscribePush(good);
    publishPush(message);
    expect(good).toHaveBeenCalledWith(message);
    offBad();
    offGood();
  });

  it("§3: a typed subscriber gets the parsed content of its infoType only, never malformed content", () => {
    const status = { sn: "SN-A", deviceId: 1, status: 2 as const, onlineChlCount: 0, chlCount: 4 };
    const listener = vi.fn();
    const off = subscribePushOf(PUSH_INFO_TYPE.DEVICE_STATUS, listener);
    publishPush(buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, status));
    publishPush({ infoType: "DEVICE_STATUS", infoContent: JSON.stringify({ sn: "SN-A", status: 7 }), extension: "{}" });
    publishPush({ infoType: "DEVICE_STATUS", infoContent: "not json", extension: "{}" });
    publishPush({ infoType: "DEVICE_TASK", infoContent: JSON.stringify({ sn: "SN-A" }), extension: "{}" });
    publishPush(message);
    expect(listener.mock.calls).toEqual([[status]]);
    off();
  });
});
