import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { licenceKeys } from "@/entities/licence";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

/** The caller's visible cameras in licence order (POST /vms/license-chl/list, issue 27). */
type LicenceChannelList = ResponseOf<"/license-chl/list">;
export type LicenceChannel = LicenceChannelList["list"][number];

/** Under the licence keys: a payment (which invalidates them) refreshes who is licensed. */
const channelsKey = [...licenceKeys.all, "channels"] as const;

function licenceChannelsQueryOptions() {
  return queryOptions({ queryKey: channelsKey, queryFn: () => apiClient.call("/license-chl/list", {}) });
}

/** The licence order, for administrators (vms_license_mgr) only. */
export function useLicenceChannels(enabled: boolean) {
  return useQuery({ ...licenceChannelsQueryOptions(), enabled });
}

/** Moves one camera in the licence order (POST /vms/license-chl/move); the answer is the new order. */
export function useMoveLicenceChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<"/license-chl/move">) => apiClient.call("/license-chl/move", request),
    onSuccess: (next) => {
      queryClient.setQueryData(channelsKey, next);
      // The live tree's channels carry their licence flag (features/live-tree's query key).
      void queryClient.invalidateQueries({ queryKey: ["live", "tree"] });
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
