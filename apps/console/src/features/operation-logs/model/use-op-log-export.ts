import { ApiError } from "@vms/api-client";
import { useFileExport } from "@/shared/lib/use-file-export";
import { exportOpLogs } from "../api/export-op-logs";

/** /log/op-logs/export, then the file's download with progress; a failed download is spec §8 33890. */
export const useOpLogExport = () => useFileExport(exportOpLogs, () => new ApiError(33890, ""));
