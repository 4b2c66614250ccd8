import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { cloudKeys } from "./cloud-keys";

/** One channel's plan and whether its device may still start the free trial (POST /vms/cloud-storage/application/info). */
export function channelApplicationQueryOptions(sn: string, chlIndex: number) {
  return queryOptions({ queryKey: cloudKeys.channel(sn, chlIndex), queryFn: () => apiClient.call("/cloud-storage/application/info", { sn, chlIndex }) });
}

export function useChannelApplication(sn: string, chlIndex: number) {
  return useQuery(channelApplicationQueryOptions(sn, chlIndex));
}
