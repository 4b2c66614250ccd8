import { useFileExport } from "@/shared/lib/use-file-export";
import { exportEvents } from "../api/export-events";

/** /event/export, then the file's download with progress; failures are shown by the §8 rules. */
export const useEventExport = () => useFileExport(exportEvents);
