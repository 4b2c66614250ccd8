import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateChannels, patchChannelCaches } from "@/entities/channel";
import { apiClient } from "@/shared/api";
import type { ChannelRef } from "./open-channel";

/** Disables a channel (POST /vms/channel/close). Without a tip: the channel list shows 7062 inline. */
export async function closeChannel(ref: ChannelRef): Promise<void> {
  await apiClient.call("/channel/close", ref, { hideTip: true });
}

/** Mutation around {@link closeChannel}: every cached list shows the channel disabled, then refetches. */
export function useCloseChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeChannel,
    onSuccess: (_, ref) => patchChannelCaches(queryClient, { sn: ref.sn, enabled: { chlIndex: ref.chlIndex, enabled: false } }),
    onSettled: (_, __, ref) => invalidateChannels(queryClient, ref.sn),
  });
}
