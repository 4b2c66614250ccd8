import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { OrderRow } from "../api/get-orders";
import { useOrderReceipt } from "../model/use-order-receipt";
import { hasReceipt, orderFacts } from "../model/order-facts";

export interface OrderDetailDialogProps {
  order: OrderRow | null;
  onClose: () => void;
}

/** One order in full (issue 28): item, amount, status, times and payment reference; a paid one has its receipt. */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const receipt = useOrderReceipt();
  return (
    <Dialog open={order !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="order-detail">
      <DialogTitle id={titleId}>{order ? t`Order ${order.orderNo}` : ""}</DialogTitle>
      <DialogContent>
        {order && (
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.75, m: 0 }}>
            {orderFacts(i18n, order).map((fact) => (
              <Box key={fact.key} sx={{ display: "contents" }}>
                <Typography component="dt" color="text.secondary">
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }} data-testid={`order-fact-${fact.key}`}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {order && hasReceipt(order) && (
          <Button onClick={() => receipt(order)} data-testid="order-receipt">
            {t`Download receipt`}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {t`Close`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
