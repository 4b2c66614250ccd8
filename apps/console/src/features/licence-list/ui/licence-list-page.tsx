import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import { RES } from "@vms/permissions";
import { LICENCE_STATUS_LABELS, LicenceWarningAlert, useLicenceQuery, useLicenceState, usePermissionCodes } from "@/entities/licence";
import { LicensedChannels } from "./licensed-channels";
import { LicenceTable } from "./licence-table";

const RouterButton = createLink(Button);

export interface LicenceListPageProps {
  /** Status filter, 0 = all (spec §4). */
  status: number;
  onStatusChange: (status: number) => void;
}

const STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** Spec §2 /service/servicelicense/list: the warning, the camera counts, the status filter and the licences. */
export function LicenceListPage({ status, onStatusChange }: LicenceListPageProps) {
  const { t, i18n } = useLingui();
  const codes = usePermissionCodes();
  const canBuy = codes.includes(RES.LICENSE_MGR);
  const state = useLicenceState();
  const query = useLicenceQuery(status);
  const data = query.data;
  const licensed = data?.licensedChlNum ?? 0;
  const used = data?.usedChlNum ?? 0;
  const free = data?.licenceObj.currentInfo?.freeChlNum ?? 0;
  return (
    <Stack spacing={2}>
      <LicenceWarningAlert state={state} canBuy={canBuy} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
          <Typography data-testid="licence-counts">
            {data ? t`Licensed cameras: ${licensed} · Cameras in use: ${used} · Free cameras: ${free}` : "—"}
          </Typography>
          {canBuy && (
            <RouterButton variant="contained" to="/service/servicelicense/purchase" sx={{ ml: { sm: "auto" } }}>
              {t`Buy licenses`}
            </RouterButton>
          )}
        </Stack>
      </Paper>
      <TextField
        select
        size="small"
        label={t`Status`}
        value={String(status)}
        onChange={(e) => onStatusChange(Number(e.target.value))}
        sx={{ maxWidth: 240 }}
        data-testid="licence-status-filter"
      >
        <MenuItem value="0">{t`All`}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={String(s)}>
            {s === 7 ? t`To be used (renewal)` : i18n._(LICENCE_STATUS_LABELS[s])}
          </MenuItem>
        ))}
      </TextField>
      {query.isError && <Alert severity="warning">{t`The licenses could not be loaded.`}</Alert>}
      <Paper variant="outlined">
        <LicenceTable rows={data?.list ?? []} canBuy={canBuy} />
      </Paper>
      {canBuy && <LicensedChannels />}
    </Stack>
  );
}
