import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useLicenceTerms } from "../api/get-licence-terms";
import { useQuote } from "../api/get-quote";
import { initialTerm, parseChlNum } from "../model/purchase-choice";
import { QuoteSummary } from "./quote-summary";
import { TermPicker } from "./term-picker";
import { TrialOffer } from "./trial-offer";

/** A licence choice: cameras × term (durationType). */
export interface LicenceChoice {
  chlNum: number;
  durationType: number;
}

export interface LicencePurchasePageProps {
  /** Prefill from a licence button (spec §4) or the URL. */
  chlNum?: number | undefined;
  durationType?: number | undefined;
  onNext: (choice: LicenceChoice) => void;
  /** The free trial started: back to the list. */
  onTrialStarted: () => void;
}

/** Spec §2 /service/servicelicense/purchase: cameras and term, the live quote (§5 limits), and the trial. */
export function LicencePurchasePage({ chlNum: initialChl, durationType, onNext, onTrialStarted }: LicencePurchasePageProps) {
  const { t, i18n } = useLingui();
  const terms = useLicenceTerms().data;
  const onSale = terms?.terms.map((term) => term.durationType) ?? [];
  const [chlText, setChlText] = useState(String(initialChl ?? 1));
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const term = picked ?? initialTerm(durationType, onSale);
  const parsed = parseChlNum(chlText, terms ?? { minChlNum: 1, maxChlNum: 1 });
  const choice = terms && term !== undefined && "chlNum" in parsed ? { chlNum: parsed.chlNum, durationType: term } : null;
  const quote = useQuote(choice);
  const error = terms && "error" in parsed ? i18n._(parsed.error) : undefined;
  const canGoOn = choice !== null && quote.data?.payable === true && !quote.isPlaceholderData;
  return (
    <Stack spacing={2}>
      {terms?.trialAvailable && <TrialOffer trialDays={terms.trialDays} trialChlNum={terms.trialChlNum} onStarted={onTrialStarted} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), choice && canGoOn && onNext(choice))}>
          <TextField
            label={t`Number of cameras`}
            value={chlText}
            onChange={(e) => setChlText(e.target.value)}
            error={error !== undefined}
            helperText={error ?? (terms ? t`From ${terms.minChlNum} to ${terms.maxChlNum} cameras.` : " ")}
            slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "licence-chl-num" } }}
            sx={{ maxWidth: 280 }}
          />
          <TermPicker terms={onSale} value={term} onChange={setPicked} />
          <QuoteSummary quote={choice ? quote.data : undefined} />
          <div>
            <Button type="submit" variant="contained" disabled={!canGoOn}>
              {t`Next`}
            </Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
