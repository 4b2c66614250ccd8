import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { AlarmRule } from "@vms/api-client";
import { useId } from "react";

/** Asks before deleting a rule or a contact. */
export function DeleteRuleDialog<T extends Pick<AlarmRule, "ruleName"> | { name: string }>({
  rule,
  busy,
  onClose,
  onConfirm,
}: {
  rule: T | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (rule: T) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const name = rule ? ("ruleName" in rule ? rule.ruleName : rule.name) : "";
  return (
    <Dialog open={rule !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t`Delete`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`Delete ${name}?`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => rule && onConfirm(rule)} data-testid="confirm-delete">
          {t`Delete`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
