import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { orgDetailKeys } from "./get-org-detail";

/** Uploads the logo (multipart POST /vms/user/merchant-logo/upload, field `file`). */
export function uploadLogo(file: File) {
  return apiClient.upload("/user/merchant-logo/upload", {}, { file });
}

export function useUploadLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: orgDetailKeys.all }) });
}
