import { renderHook } from "@testing-library/react";
import { buildPushMessage, PUSH_INFO_TYPE, type DeviceStatusPush } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { videoRuntime, type PlayerStatus, type VideoRuntimeState, type VideoWindowState } from "@/shared/video";
import { useRetryOnChannelOnline, windowsToWake } from "./retry-on-channel-online";

const win = (winIndex: number, sn: string | null, chlIndex: number | null, playStatus: PlayerStatus): VideoWindowState => ({
  winIndex, sn, chlIndex, siteName: "", channelName: "", streamMode: "sub", wantsPlay: sn !== null,
  playStatus, code: null, volume: 0, zoom: 1, aspectRatio: "original", recording: false, recordingSince: null,
});
const windows = [win(1, "BRG1", 1, "reconnecting"), win(2, "BRG1", 2, "reconnecting"), win(3, "BRG1", 1, "playing"), win(4, "NVR9", 1, "reconnecting"), win(5, null, null, "idle")];
const push = (over: Partial<DeviceStatusPush> = {}): DeviceStatusPush => ({ sn: "BRG1", deviceId: 7, status: 1, onlineChlCount: 1, chlCount: 2, channels: [{ chlIndex: 1, status: 1 }], ...over });

// Issue 30 "Done when": a camera back from a power cut is back in the same window within 30 s; its
// window must not sit out a back-off of up to 36 s once the channel's status push says online.
describe("waking reconnecting live windows on a channel's status push", () => {
  afterEach(() => vi.restoreAllMocks());

  it("picks the reconnecting windows of the channels the push reports online, on that device only", () => {
    expect(windowsToWake({ windows }, push())).toEqual([1]);
    expect(windowsToWake({ windows }, push({ channels: [{ chlIndex: 1, status: 1 }, { chlIndex: 2, status: 1 }] }))).toEqual([1, 2]);
    expect(windowsToWake({ windows }, push({ channels: [{ chlIndex: 1, status: 0 }] }))).toEqual([]);
    // A device going offline lists no channels; an offline device's channels are not back either.
    expect(windowsToWake({ windows }, push({ status: 2, channels: undefined }))).toEqual([]);
    expect(windowsToWake({ windows }, push({ status: 2 }))).toEqual([]);
  });

  it("retries those windows through the video runtime when the push arrives, while mounted", () => {
    const runtime = videoRuntime().runtime;
    vi.spyOn(runtime, "getState").mockReturnValue({ ...runtime.getState(), windows } as VideoRuntimeState);
    const retry = vi.spyOn(runtime, "retry").mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useRetryOnChannelOnline());
    publishPush(buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, push({ channels: [{ chlIndex: 2, status: 1 }] })));
    expect(retry.mock.calls).toEqual([[2]]);
    unmount();
    publishPush(buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, push()));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
