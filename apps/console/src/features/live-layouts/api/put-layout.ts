import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, UserConfig } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { invalidateLayouts } from "./list-layouts";

export type PutLayoutRequest = Omit<RequestOf<"/user-configs/put">, "configType">;

/** Saves a new layout or replaces one (POST /vms/user-configs/put); 20057-20064 toast translated (spec §8). */
export function putLayout(data: PutLayoutRequest): Promise<UserConfig> {
  return apiClient.call("/user-configs/put", { ...data, configType: "layouts" });
}

export function usePutLayoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putLayout,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateLayouts(client);
    },
  });
}
