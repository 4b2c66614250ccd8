import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Every assignable code grouped by module, for the role matrix (POST /vms/func-res/list `moduleList`). */
export function useResourceModules() {
  return useQuery(
    queryOptions({
      queryKey: ["func-res", "modules"],
      queryFn: async () => (await apiClient.call("/func-res/list", {})).moduleList ?? [],
      staleTime: Infinity,
    }),
  );
}
