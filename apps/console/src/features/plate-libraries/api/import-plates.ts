import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlateImportResult } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { invalidatePlates } from "./plate-keys";

/** Uploads an .xlsx/.xls file into a library (POST /vms/vehicle-licence-plate/import, multipart). */
export function importPlates(input: { groupId: string; file: File }): Promise<PlateImportResult> {
  return apiClient.upload("/vehicle-licence-plate/import", { groupId: input.groupId }, { file: input.file });
}

/** Mutation around {@link importPlates}; the dialog shows the result (rows imported or refused). */
export function useImportPlatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importPlates, onSuccess: () => invalidatePlates(queryClient) });
}
