import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import { useState } from "react";
import { LICENCE_TERM_LABELS } from "@/entities/licence";
import { useLicenceBuyCheck } from "../api/buy-check";
import { useCreateLicenceOrder } from "../api/create-licence-order";
import { useLicenceTerms } from "../api/get-licence-terms";
import { useQuote } from "../api/get-quote";
import type { LicenceChoice } from "./licence-purchase-page";
import { QuoteSummary } from "./quote-summary";

const RouterButton = createLink(Button);

export interface LicenceConfirmPageProps {
  choice: LicenceChoice;
  /** The order exists: pay it. */
  onOrdered: (orderNo: string) => void;
}

/** Spec §2 /service/servicelicense/conf: the order summary, the service terms, and placing the order. */
export function LicenceConfirmPage({ choice, onOrdered }: LicenceConfirmPageProps) {
  const { t, i18n } = useLingui();
  const terms = useLicenceTerms().data;
  const quote = useQuote(choice).data;
  const unpaid = useLicenceBuyCheck().data?.unpaidOrderNo ?? null;
  const create = useCreateLicenceOrder();
  const [agreed, setAgreed] = useState(false);
  const term = LICENCE_TERM_LABELS[choice.durationType];
  const place = () =>
    void create.mutateAsync({ chlNum: choice.chlNum, durationType: choice.durationType, trial: false }).then(
      (order) => onOrdered(order.orderNo),
      () => undefined,
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {unpaid && (
          <Alert
            severity="info"
            action={
              <RouterButton color="inherit" size="small" to="/service/servicelicense/pay" search={{ orderNo: unpaid }}>
                {t`Pay it`}
              </RouterButton>
            }
          >
            {t`You have an unpaid order ${unpaid}.`}
          </Alert>
        )}
        <Typography data-testid="licence-confirm-summary">{t`Camera license: ${choice.chlNum} cameras, ${term ? i18n._(term) : ""}`}</Typography>
        <QuoteSummary quote={quote} />
        {terms?.serviceTerm && (
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", maxHeight: 200, overflow: "auto", border: 1, borderColor: "divider", p: 1 }} tabIndex={0} aria-label={t`Service terms`}>
            {terms.serviceTerm}
          </Typography>
        )}
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />} label={t`I agree to the service terms`} />
        <Stack direction="row" spacing={2}>
          <RouterButton to="/service/servicelicense/purchase" search={choice}>
            {t`Back`}
          </RouterButton>
          <Button variant="contained" onClick={place} disabled={!agreed || create.isPending || quote?.payable !== true} data-testid="licence-place-order">
            {t`Place order`}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
