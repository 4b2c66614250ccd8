import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface OrderSummaryProps {
  orderNo: string;
  /** What the order bought, in the UI language (entities/licence orderItem). */
  item: string;
  price: string;
  currency: string;
}

/** What is being paid: the order number, what it buys and the amount. */
export function OrderSummary({ orderNo, item, price, currency }: OrderSummaryProps) {
  const { t } = useLingui();
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }} data-testid="order-summary">
      <Typography component="dt" color="text.secondary">
        {t`Order number`}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid="order-no">
        {orderNo}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t`Item`}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid="order-item">
        {item}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t`Amount`}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {`${price} ${currency}`}
      </Typography>
    </Box>
  );
}
