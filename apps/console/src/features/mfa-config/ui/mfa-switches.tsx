import { useLingui } from "@lingui/react/macro";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import type { MfaState } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { useId } from "react";
import { Permission } from "@/entities/permission";
import { useSetMfaMutation } from "../api/set-mfa";

/**
 * MFA for oneself, and for users with mfa_config_switch_mgr the organization-wide requirement
 * (spec §6 "sets MFA for all users"), hidden by the permission directive otherwise.
 */
export function MfaSwitches({ state, disabled }: { state: MfaState; disabled?: boolean }) {
  const { t } = useLingui();
  const mutation = useSetMfaMutation();
  const helpId = useId();
  const busy = disabled || mutation.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={state.mfaEnabled || state.orgEnforced}
                disabled={busy || state.orgEnforced}
                onChange={(_, enabled) => mutation.mutate({ enabled, scope: "SELF" })}
                slotProps={{ input: { "aria-describedby": helpId } }}
                data-testid="mfa-self-switch"
              />
            }
            label={t`Ask for a second factor when I sign in`}
          />
          <FormHelperText id={helpId}>
            {state.orgEnforced ? t`Your organization requires multi-factor authentication.` : t`You confirm each sign-in with an e-mail code or your authenticator app.`}
          </FormHelperText>
        </div>
        <Permission codes={[RES.MFA_CONFIG_SWITCH_MGR]}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={state.orgEnforced}
                  disabled={busy}
                  onChange={(_, enabled) => mutation.mutate({ enabled, scope: "ORG" })}
                  data-testid="mfa-org-switch"
                />
              }
              label={t`Require multi-factor authentication for all users`}
            />
            <FormHelperText>{t`Every user of the organization confirms each sign-in with a second factor.`}</FormHelperText>
          </div>
        </Permission>
      </Stack>
    </Paper>
  );
}
