import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { apiClient, BRANDING_QUERY_ROOT } from "@/shared/api";
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
      // The organization's branding carries its logo and name: the shell shows the new logo at once.
      return Promise.all([queryClient.invalidateQueries({ queryKey: orgDetailKeys.all }), queryClient.invalidateQueries({ queryKey: BRANDING_QUERY_ROOT })]);
    },
  });
}
