import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { invalidateChannels, patchChannelCaches } from "@/entities/channel";
import { apiClient } from "@/shared/api";

/** A channel of a device, as /channel/open and /channel/close take it. */
export type ChannelRef = RequestOf<"/channel/open">;

/** Enables a channel (POST /vms/channel/open). Without a tip: the channel list shows 7062 inline. */
export async function openChannel(ref: ChannelRef): Promise<void> {
  await apiClient.call("/channel/open", ref, { hideTip: true });
}

/** Mutation around {@link openChannel}: every cached list shows the channel enabled, then refetches. */
export function useOpenChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openChannel,
    onSuccess: (_, ref) => patchChannelCaches(queryClient, { sn: ref.sn, enabled: { chlIndex: ref.chlIndex, enabled: true } }),
    onSettled: (_, __, ref) => invalidateChannels(queryClient, ref.sn),
  });
}
