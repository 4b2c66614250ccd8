import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { catalogueEntry, Code, toApiError, type MfaState, type MfaType } from "@vms/api-client";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useDeleteMfaFactorMutation } from "../api/delete-mfa-factor";
import type { RemovalProof } from "../model/removal-proof";
import { ConfirmRemoveDialog } from "./confirm-remove-dialog";

/** Shown when a refusal has no catalogue text (a network failure). */
const removeFailed = msg`The factor could not be removed. Please try again.`;

/** The user's second factors, each with its state and a remove button. */
export function MfaFactorList({ factors }: { factors: MfaState["mfaList"] }) {
  const { t, i18n } = useLingui();
  const [removing, setRemoving] = useState<MfaType | null>(null);
  const mutation = useDeleteMfaFactorMutation();
  const names: Record<MfaType, string> = { EMAIL: t`E-mail code`, OTP: t`Authenticator app` };
  if (factors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="mfa-no-factors">
        {t`No second factor is set up yet.`}
      </Typography>
    );
  }
  const confirm = (proof: RemovalProof) => {
    if (removing) mutation.mutate({ type: removing, ...proof }, { onSuccess: () => setRemoving(null) });
  };
  const cancel = () => {
    mutation.reset();
    setRemoving(null);
  };
  const failure = mutation.error ? toApiError(mutation.error).code : null;
  const error = failure === null ? undefined : failure === Code.WRONG_CREDENTIALS ? t`The password is wrong.` : i18n._(catalogueEntry(failure)?.message ?? removeFailed);
  return (
    <>
      <List dense aria-label={t`Second factors`}>
        {factors.map((factor) => (
          <ListItem
            key={factor.type}
            data-testid={`mfa-factor-${factor.type}`}
            secondaryAction={
              <IconButton edge="end" aria-label={t`Remove ${names[factor.type]}`} onClick={() => {
                  mutation.reset();
                  setRemoving(factor.type);
                }}>
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText primary={names[factor.type]} secondary={t`Added ${formatDateTime(factor.createTime)}`} />
            <Chip
              size="small"
              sx={{ mr: 2 }}
              color={factor.enabled ? "success" : "default"}
              label={factor.enabled ? t`Active` : t`Not verified`}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmRemoveDialog
        key={removing ?? "none"}
        name={removing ? names[removing] : ""}
        open={removing !== null}
        busy={mutation.isPending}
        error={error}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
