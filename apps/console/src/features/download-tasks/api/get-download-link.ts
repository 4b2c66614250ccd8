import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** A one-hour link to a finished task's AVI (POST /vms/download-task/link/get). */
export function getDownloadLink(taskId: string): Promise<{ url: string; expiresAt: number }> {
  return apiClient.call("/download-task/link/get", { taskId });
}

/** Fetches the link and lets the browser download the file (the server answers it as an attachment). */
export function useDownloadFileMutation() {
  return useMutation({ mutationFn: getDownloadLink, onSuccess: ({ url }) => window.location.assign(url) });
}
