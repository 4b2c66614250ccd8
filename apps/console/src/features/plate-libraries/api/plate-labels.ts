import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlateLabel, ResponseOf } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { inlinePlateError } from "../model/plate-server-errors";
import { invalidatePlates, plateKeys } from "./plate-keys";

export type PlateLabelList = ResponseOf<"/vehicle-licence-plate-label/list">;

/** The organization's plate labels (POST /vms/vehicle-licence-plate-label/list). */
export function getPlateLabels(): Promise<PlateLabelList> {
  return apiClient.call("/vehicle-licence-plate-label/list", {});
}

/** Query options for the labels. */
export function plateLabelsQueryOptions() {
  return queryOptions({ queryKey: plateKeys.labels(), queryFn: getPlateLabels });
}

/** The plate labels. */
export function usePlateLabels() {
  return useQuery(plateLabelsQueryOptions());
}

/** Adds a label or renames `labelId` (…-label/add | edit); 33055 shows inline. */
export async function savePlateLabel(input: { labelId?: string; labelName: string }): Promise<PlateLabel> {
  try {
    return input.labelId
      ? await apiClient.call("/vehicle-licence-plate-label/edit", { labelId: input.labelId, labelName: input.labelName }, { hideTip: true })
      : await apiClient.call("/vehicle-licence-plate-label/add", { labelName: input.labelName }, { hideTip: true });
  } catch (error) {
    if (!inlinePlateError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link savePlateLabel}. */
export function useSavePlateLabelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlateLabel,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}

/** Deletes a label (…-label/delete); plates lose it. */
export function useDeletePlateLabelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labelId: string) => apiClient.call("/vehicle-licence-plate-label/delete", { labelId }),
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidatePlates(queryClient);
    },
  });
}
