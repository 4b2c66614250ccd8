import { useLingui } from "@lingui/react/macro";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import { catalogueEntry } from "@vms/api-client";

/** Success, or the failure with its reason (the envelope code's catalogue message) on hover. */
export function LoginResultChip({ success, code }: { success: boolean; code: number }) {
  const { t, i18n } = useLingui();
  if (success) return <Chip size="small" color="success" variant="outlined" label={t`Succeeded`} />;
  const reason = catalogueEntry(code)?.message;
  return (
    <Tooltip title={reason ? i18n._(reason) : String(code)}>
      <Chip size="small" color="error" variant="outlined" label={t`Failed`} />
    </Tooltip>
  );
}
