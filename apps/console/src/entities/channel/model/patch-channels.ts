import type { QueryClient } from "@tanstack/react-query";
import type { Channel, ChannelStatus } from "@vms/api-client";
import { channelKeys } from "../api/channel-keys";

/** What a device-status push says about a device's channels. */
export interface ChannelStatusPatch {
  sn: string;
  deviceStatus?: number;
  /** Channels whose status is reported; others keep theirs. */
  channels?: ReadonlyArray<{ chlIndex: number; status: ChannelStatus }>;
  /** One channel's enabled switch (after /channel/open or /channel/close). */
  enabled?: { chlIndex: number; enabled: boolean };
}

/** Applies `patch` to one channel; answers the same object when nothing changes. */
export function patchChannel(channel: Channel, patch: ChannelStatusPatch): Channel {
  if (channel.sn !== patch.sn) return channel;
  let next = channel;
  if (patch.deviceStatus !== undefined && channel.deviceStatus !== patch.deviceStatus) next = { ...next, deviceStatus: patch.deviceStatus };
  const reported = patch.channels?.find((c) => c.chlIndex === channel.chlIndex);
  if (reported && reported.status !== channel.status) next = { ...next, status: reported.status };
  if (patch.enabled?.chlIndex === channel.chlIndex && patch.enabled.enabled !== channel.enabled) next = { ...next, enabled: patch.enabled.enabled };
  return next;
}

/** Patches a list of channels; answers undefined when nothing changes (so caches stay untouched). */
export function patchChannelArray(list: readonly Channel[], patch: ChannelStatusPatch): Channel[] | undefined {
  let changed = false;
  const next = list.map((channel) => {
    const patched = patchChannel(channel, patch);
    if (patched !== channel) changed = true;
    return patched;
  });
  return changed ? next : undefined;
}

const isChannelArray = (value: unknown): value is Channel[] => Array.isArray(value);

/**
 * Patches every cached channel list under `channelKeys.all` in place: plain arrays (a device's
 * channels) and `{ list }` answers (pages, camera lists). Rows that do not change keep their identity.
 */
export function patchChannelCaches(queryClient: QueryClient, patch: ChannelStatusPatch): void {
  queryClient.setQueriesData<unknown>({ queryKey: channelKeys.all }, (old: unknown) => {
    if (isChannelArray(old)) return patchChannelArray(old, patch);
    if (old && typeof old === "object" && "list" in old && isChannelArray(old.list)) {
      const list = patchChannelArray(old.list, patch);
      return list ? { ...old, list } : undefined;
    }
    return undefined;
  });
}
