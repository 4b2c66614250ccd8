import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserConfig } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { eventKeys } from "./event-keys";

const frequentKey = () => [...eventKeys.all, "frequent"] as const;

/** The user's saved "frequent events" searches (spec §2, §3 User config `frequent_events`). */
export function listFrequentEvents(): Promise<{ list: UserConfig[] }> {
  return apiClient.call("/user-configs/list", { configType: "frequent_events" });
}

export function frequentEventsQueryOptions() {
  return queryOptions({ queryKey: frequentKey(), queryFn: listFrequentEvents });
}

export function useFrequentEvents() {
  return useQuery(frequentEventsQueryOptions());
}

/** Saves (POST /vms/user-configs/put) or deletes (POST /vms/user-configs/delete) one; 20057-20064 toast translated (spec §8). */
export function useFrequentEventMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: frequentKey() });
  const save = useMutation({
    mutationFn: (data: { configName: string; configValue: string }) => apiClient.call("/user-configs/put", { ...data, configType: "frequent_events" }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiClient.call("/user-configs/delete", { id }), onSuccess });
  return { save, remove };
}
