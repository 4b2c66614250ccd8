import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Channel } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { channelKeys } from "./channel-keys";

/** The channels of one device (POST /vms/channel/list/detail). */
export async function getChannelList(sn: string): Promise<Channel[]> {
  const { list } = await apiClient.call("/channel/list/detail", { sn });
  return list;
}

/** Query options for a device's channels; DEVICE_STATUS pushes patch the cached list. */
export function channelListQueryOptions(sn: string) {
  return queryOptions({ queryKey: channelKeys.list(sn), queryFn: () => getChannelList(sn) });
}

/** A device's channels (undefined while loading). */
export function useChannelList(sn: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...channelListQueryOptions(sn), enabled: options.enabled ?? true });
}

/** Makes the channel lists (of one device, or all) fetch again. */
export function invalidateChannels(queryClient: QueryClient, sn?: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sn ? channelKeys.list(sn) : channelKeys.all });
}
