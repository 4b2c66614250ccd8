import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ResponseOf } from "@vms/api-client";
import { commerceCodeMessage } from "@/entities/licence";

export type LicenceQuote = ResponseOf<"/license-price-matrix/quote">;

/** The price of the chosen cameras × term; a total outside the §5 limits shows why it cannot be paid. */
export function QuoteSummary({ quote }: { quote: LicenceQuote | undefined }) {
  const { t, i18n } = useLingui();
  if (!quote) return null;
  return (
    <Box data-testid="licence-quote" aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {t`Unit price: ${quote.unitPrice} ${quote.currency} per camera`}
      </Typography>
      <Typography variant="h6" component="p" data-testid="licence-total">
        {t`Total: ${quote.total} ${quote.currency}`}
      </Typography>
      {!quote.payable && quote.code !== null && (
        <Alert severity="warning" data-testid="licence-quote-limit">
          {i18n._(commerceCodeMessage(quote.code))}
        </Alert>
      )}
    </Box>
  );
}
