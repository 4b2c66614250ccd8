import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

/** Spec §8 list-error: a list the device could not give shows this state with a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      severity="error"
      data-testid="ptz-list-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t`Retry`}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
