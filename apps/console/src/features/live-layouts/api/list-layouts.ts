import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { UserConfig } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { layoutKeys } from "./layout-keys";

/** The caller's saved layouts (POST /vms/user-configs/list, configType "layouts"; spec §3 Layout). */
export function listLayouts(): Promise<UserConfig[]> {
  return apiClient.call("/user-configs/list", { configType: "layouts" }).then((r) => r.list);
}

export function layoutsQueryOptions() {
  return queryOptions({ queryKey: layoutKeys.list, queryFn: listLayouts });
}

export function useLayouts() {
  return useQuery(layoutsQueryOptions());
}

/** Makes the layout list fetch again (a layout was saved, renamed or deleted). */
export function invalidateLayouts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: layoutKeys.list });
}
