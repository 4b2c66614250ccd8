import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { orgDetailKeys } from "./get-org-detail";

/** Uploads the logo (multipart POST /vms/user/merchant-logo/upload, field `file`); success says so (issue 28). */
export function uploadLogo(file: File) {
  return apiClient.upload("/user/merchant-logo/upload", {}, { file });
}

export function useUploadLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => {
      notifier.notify({ message: msg`The logo was uploaded.` }, "success");
      return queryClient.invalidateQueries({ queryKey: orgDetailKeys.all });
    },
  });
}
