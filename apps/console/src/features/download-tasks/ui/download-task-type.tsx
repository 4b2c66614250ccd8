import { useLingui } from "@lingui/react/macro";
import type { DownloadType } from "@vms/api-client";

/** Where a task's recording comes from (spec §3 "Download task" type), translated. */
export function DownloadTaskType({ type }: { type: DownloadType }) {
  const { t } = useLingui();
  const labels: Record<DownloadType, string> = { device: t`Device`, cloud: t`Cloud`, cloudArchive: t`Cloud archive` };
  return <>{labels[type]}</>;
}
