import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDeviceTaskListener } from "@/entities/device";
import { useDownloadDeviceLogMutation, type DeviceLogFile } from "../api/download-device-log";
import { useExecuteDevCmdMutation } from "../api/execute-dev-cmd";
import { invalidateDeviceLogs } from "../api/get-device-logs";
import { saveTextFile } from "./save-text-file";

/** Requesting, viewing and downloading a device's logs (spec §2 logs, §4 log upload). */
export function useDeviceLogActions(sn: string) {
  const queryClient = useQueryClient();
  const request = useExecuteDevCmdMutation();
  const fetchLog = useDownloadDeviceLogMutation();
  const [viewing, setViewing] = useState<DeviceLogFile | null>(null);
  // A finished log upload adds a log: the list fetches again.
  useDeviceTaskListener(sn, "logUpload", (task) => {
    if (task.state === "success") void invalidateDeviceLogs(queryClient, sn);
  });
  return {
    viewing,
    closeViewer: () => setViewing(null),
    requestLog: () => request.mutate({ sn, cmd: "logUpload" }),
    requesting: request.isPending,
    requestError: request.error,
    view: (logId: string) => fetchLog.mutate(logId, { onSuccess: setViewing }),
    download: (logId: string) => fetchLog.mutate(logId, { onSuccess: (file) => saveTextFile(file.fileName, file.content) }),
  };
}
