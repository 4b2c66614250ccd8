import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Plate, RequestOf } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { inlinePlateError } from "../model/plate-server-errors";
import { invalidatePlates } from "./plate-keys";

export type SavePlateRequest = RequestOf<"/vehicle-licence-plate/add"> & { plateId?: string };

/** Adds a plate, or replaces `plateId` (POST /vms/vehicle-licence-plate/add | edit); 33056 and 33058 show inline. */
export async function savePlate({ plateId, ...data }: SavePlateRequest): Promise<Plate> {
  try {
    return plateId
      ? await apiClient.call("/vehicle-licence-plate/edit", { ...data, plateId }, { hideTip: true })
      : await apiClient.call("/vehicle-licence-plate/add", data, { hideTip: true });
  } catch (error) {
    if (!inlinePlateError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link savePlate} with its success toast. */
export function useSavePlateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlate,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}
