import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useCreateLicenceOrder } from "../api/create-licence-order";

export interface TrialOfferProps {
  trialDays: number;
  trialChlNum: number;
  /** The trial started. */
  onStarted: () => void;
}

/** Spec §4 free trial (once per account): a one-click start; a second start is refused by the server (23023). */
export function TrialOffer({ trialDays, trialChlNum, onStarted }: TrialOfferProps) {
  const { t } = useLingui();
  const create = useCreateLicenceOrder();
  // mutateAsync, not mutate's onSuccess: the refetched terms no longer offer the trial, so this
  // component is gone by the time a mutate callback would run. A failure has toasted (spec §8).
  const start = () => void create.mutateAsync({ chlNum: trialChlNum, trial: true }).then(onStarted, () => undefined);
  return (
    <Alert
      severity="info"
      data-testid="licence-trial"
      action={
        <Button color="inherit" size="small" onClick={start} disabled={create.isPending}>
          {t`Start free trial`}
        </Button>
      }
    >
      {t`Try ${trialChlNum} cameras free for ${trialDays} days (once per account).`}
    </Alert>
  );
}
