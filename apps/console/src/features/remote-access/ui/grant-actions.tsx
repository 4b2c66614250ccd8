import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { RemoteGrantMinutes } from "@vms/api-client";
import { useState } from "react";
import { useAuditRemoteRequestMutation } from "../api/audit-remote-request";
import { GRANT_DURATIONS } from "../model/remote-access-labels";

/** Grant a pending request for a §9 duration, or refuse it. */
export function GrantActions({ grantId, who }: { grantId: string; who: string }) {
  const { t, i18n } = useLingui();
  const audit = useAuditRemoteRequestMutation();
  const [minutes, setMinutes] = useState<RemoteGrantMinutes>(30);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <TextField
        select
        size="small"
        label={t`Duration`}
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value) as RemoteGrantMinutes)}
        slotProps={{ htmlInput: { "data-testid": "grant-duration" } }}
        sx={{ minWidth: 140 }}
      >
        {GRANT_DURATIONS.map((d) => (
          <MenuItem key={d.minutes} value={d.minutes}>
            {i18n._(d.label)}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="contained" disabled={audit.isPending} onClick={() => audit.mutate({ grantId, approve: true, duration: minutes, who })} aria-label={t`Grant access to ${who}`} data-testid="grant-approve">
        {t`Grant`}
      </Button>
      <Button size="small" color="error" disabled={audit.isPending} onClick={() => audit.mutate({ grantId, approve: false, who })} aria-label={t`Refuse access to ${who}`} data-testid="grant-refuse">
        {t`Refuse`}
      </Button>
    </Stack>
  );
}
