import type { PushMessage } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { publishPush, subscribePush } from "./push-messages";

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
});
