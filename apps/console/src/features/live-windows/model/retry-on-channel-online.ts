import { CHANNEL_STATUS, DEVICE_STATUS, PUSH_INFO_TYPE, type DeviceStatusPush } from "@vms/api-client";
import { useEffect } from "react";
import { subscribePushOf } from "@/shared/push";
import { videoRuntime, type VideoRuntimeState } from "@/shared/video";

/**
 * The windows a DEVICE_STATUS push should wake: those reconnecting to a channel the push reports
 * online. Such a window may be waiting out a back-off of up to 36 s (reconnect-policy.ts), while
 * its camera is back now (issue 30: a camera's picture back within 30 s of the camera).
 */
export function windowsToWake(state: Pick<VideoRuntimeState, "windows">, push: DeviceStatusPush): number[] {
  if (push.status !== DEVICE_STATUS.ONLINE || !push.channels) return [];
  const online = new Set(push.channels.filter((c) => c.status === CHANNEL_STATUS.ONLINE).map((c) => c.chlIndex));
  return state.windows.filter((w) => w.playStatus === "reconnecting" && w.sn === push.sn && w.chlIndex !== null && online.has(w.chlIndex)).map((w) => w.winIndex);
}

/** While mounted, a reconnecting live window asks again the moment its channel is reported online. */
export function useRetryOnChannelOnline(): void {
  useEffect(
    () =>
      subscribePushOf(PUSH_INFO_TYPE.DEVICE_STATUS, (push) => {
        const { runtime } = videoRuntime();
        for (const winIndex of windowsToWake(runtime.getState(), push)) runtime.retry(winIndex);
      }),
    [],
  );
}
