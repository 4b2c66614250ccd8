import { ApiError } from "@vms/api-client";
import { useState } from "react";
import { showApiError } from "@/shared/api";
import { exportEvents, type EventExportRequest } from "../api/export-events";
import { downloadWithProgress } from "./download-file";

/** Export state: idle, the server writing the file, or the download with its progress (0–1). */
export type ExportState = { phase: "idle" } | { phase: "preparing" } | { phase: "downloading"; progress: number | null };

/** /event/export, then the file's download with progress; failures are shown by the §8 rules. */
export function useEventExport() {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  async function start(request: EventExportRequest): Promise<void> {
    setState({ phase: "preparing" });
    try {
      const { url, fileName } = await exportEvents(request);
      setState({ phase: "downloading", progress: 0 });
      await downloadWithProgress(url, fileName, (progress) => setState({ phase: "downloading", progress }));
    } catch (error) {
      // The client has shown the call's own failure already; a failed download still needs a word.
      if (!(error instanceof ApiError)) showApiError(error);
    } finally {
      setState({ phase: "idle" });
    }
  }
  return { state, start };
}
