import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { saveBase64File } from "../model/save-base64-file";

/** Fetches the import template in the UI language and saves it (POST /vms/vehicle-licence-plate/template/get). */
export async function downloadPlateTemplate(): Promise<void> {
  const template = await apiClient.call("/vehicle-licence-plate/template/get", {});
  saveBase64File(template.contentBase64, template.fileName, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
}

/** Mutation around {@link downloadPlateTemplate} (busy state for the button). */
export function useDownloadPlateTemplate() {
  return useMutation({ mutationFn: downloadPlateTemplate });
}
