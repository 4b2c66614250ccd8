import { ApiError } from "@vms/api-client";
import { useState } from "react";
import { showApiError } from "@/shared/api";
import { downloadWithProgress } from "./download-with-progress";

/** Export state: idle, the server preparing the file, or the download with its progress (0–1). */
export type ExportState = { phase: "idle" } | { phase: "preparing" } | { phase: "downloading"; progress: number | null };

/**
 * An export call that answers with a short-lived link, then the file's download with progress.
 * The client has shown the call's own failure already; a failed download shows `downloadFailure`.
 */
export function useFileExport<Request>(prepare: (request: Request) => Promise<{ url: string; fileName: string }>, downloadFailure: (error: unknown) => unknown = (error) => error) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  async function start(request: Request): Promise<void> {
    setState({ phase: "preparing" });
    try {
      const { url, fileName } = await prepare(request);
      setState({ phase: "downloading", progress: 0 });
      await downloadWithProgress(url, fileName, (progress) => setState({ phase: "downloading", progress }));
    } catch (error) {
      if (!(error instanceof ApiError)) showApiError(downloadFailure(error));
    } finally {
      setState({ phase: "idle" });
    }
  }
  return { state, start };
}
