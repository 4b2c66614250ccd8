import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { cloudKeys } from "./cloud-keys";

export type ChannelPlanRequest = RequestOf<"/cloud-storage/chl/order/query">;
export type ChannelPlanRow = ResponseOf<"/cloud-storage/chl/order/query">["list"][number];

/** A page of the user's visible channels with their cloud storage plan (POST /vms/cloud-storage/chl/order/query). */
export function channelPlansQueryOptions(request: ChannelPlanRequest) {
  return queryOptions({ queryKey: cloudKeys.plans(request), queryFn: () => apiClient.call("/cloud-storage/chl/order/query", request), placeholderData: keepPreviousData });
}

/** Both channel pages open on 50 rows. */
export const CHANNEL_PLANS_PAGE_SIZE = 50;

/** The page both channel pages open on: their route loaders ensure it before the table shows. */
export function firstChannelPlansPageQueryOptions() {
  return channelPlansQueryOptions({ pageNum: 1, pageSize: CHANNEL_PLANS_PAGE_SIZE });
}

/** `live`: storage management refreshes, so a channel whose package just started shows it recording. */
export function useChannelPlans(request: ChannelPlanRequest, { live = false }: { live?: boolean } = {}) {
  return useQuery({ ...channelPlansQueryOptions(request), refetchInterval: live ? 10_000 : false });
}
