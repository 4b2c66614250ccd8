import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Page } from "@/shared/ui";
import { useMfaState } from "../api/get-mfa-state";
import { useAddAuthenticator } from "../model/use-add-authenticator";
import { AddAuthenticatorDialog } from "./add-authenticator-dialog";
import { MfaFactorList } from "./mfa-factor-list";
import { MfaSwitches } from "./mfa-switches";

/** Multi-factor configuration (spec §2 /privacySecurity/mfa-config, §7 MFA calls). */
export function MfaConfigPage() {
  const { t } = useLingui();
  const { state, loading, failed } = useMfaState();
  const flow = useAddAuthenticator();
  const hasApp = state.mfaList.some((f) => f.type === "OTP" && f.enabled);
  return (
    <Page title={t`Multi-factor authentication`}>
      {failed && <Alert severity="warning">{t`The settings could not be loaded; multi-factor authentication is shown as off.`}</Alert>}
      <MfaSwitches state={state} disabled={loading} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t`Second factors`}
          </Typography>
          {!hasApp && (
            <Button startIcon={<Add />} variant="outlined" onClick={flow.start} loading={flow.creating} disabled={loading} data-testid="add-authenticator">
              {t`Add authenticator app`}
            </Button>
          )}
        </Stack>
        <MfaFactorList factors={state.mfaList} />
      </Paper>
      <AddAuthenticatorDialog flow={flow} />
    </Page>
  );
}
