import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { ORDER_TYPE } from "@vms/licence-pricing";
import { createLink } from "@tanstack/react-router";
import { useState } from "react";
import { CancelOrderButton, commerceCodeMessage, orderItem, orderKeys, useCountdown } from "@/entities/licence";
import { useOrder } from "../api/get-order";
import { usePayTypes } from "../api/get-pay-types";
import { useStartPayment } from "../api/start-payment";
import { canPay, PAY_OUTCOME_MESSAGES, payOutcome } from "../model/pay-outcome";
import { OrderSummary } from "./order-summary";
import { PayMethodPicker } from "./pay-method-picker";

const RouterButton = createLink(Button);

export interface PayPanelProps {
  orderNo: string;
  /** Leaves for the provider's hosted page (tests and stories replace it). */
  goToProvider?: ((url: string) => void) | undefined;
}

/**
 * Spec §2 pay page, §4 payment countdown: the order, its methods and the time left; paying goes to the
 * provider's hosted page. At zero the order is read again and shows as cancelled (the server's job
 * cancels it). A refused payment shows its translated decline reason (§8) and may be paid again; an
 * unpaid order can be cancelled here (issue 27).
 */
export function PayPanel({ orderNo, goToProvider }: PayPanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const order = useOrder(orderNo).data;
  const payTypes = usePayTypes().data;
  const start = useStartPayment(goToProvider);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const outcome = order ? payOutcome(order) : null;
  const open = outcome !== null && canPay(outcome);
  const countdown = useCountdown(open ? (order?.payDeadline ?? null) : null, () => void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderNo) }));
  if (!order || !outcome) return null;
  const methods = payTypes?.list ?? [];
  const payType = picked ?? methods.find((m) => m.configured)?.payType;
  const isLicence = order.orderType === ORDER_TYPE.LICENCE;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="pay-panel" data-outcome={outcome}>
      <Stack spacing={2}>
        <OrderSummary orderNo={order.orderNo} item={i18n._(orderItem(order))} price={order.price} currency={order.currency} />
        {outcome === "declined" && order.declineCode !== null && (
          <Alert severity="error" data-testid="pay-decline">
            {i18n._(commerceCodeMessage(order.declineCode))}
          </Alert>
        )}
        {open && countdown && (
          <Typography role="timer" aria-live="off" data-testid="pay-countdown">
            {countdown.over ? t`The payment time is over.` : t`Time left to pay: ${countdown.text}`}
          </Typography>
        )}
        {open && !countdown?.over && (
          <>
            <PayMethodPicker methods={methods} value={payType} onChange={setPicked} />
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={payType === undefined || start.isPending} onClick={() => payType !== undefined && start.mutate({ orderNo, payType: payType as 1 | 2 | 3 })} data-testid="pay-now">
                {outcome === "declined" ? t`Pay again` : t`Pay now`}
              </Button>
              <CancelOrderButton orderNo={orderNo} />
            </Stack>
          </>
        )}
        {!open && (
          <Alert severity={outcome === "paid" || outcome === "trial" ? "success" : "warning"} data-testid="pay-outcome">
            {i18n._(PAY_OUTCOME_MESSAGES[outcome as keyof typeof PAY_OUTCOME_MESSAGES])}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          {!open && (
            <RouterButton to={isLicence ? "/service/servicelicense/list" : "/account/storage-management"}>
              {isLicence ? t`Go to licenses` : t`Go to storage management`}
            </RouterButton>
          )}
          <RouterButton to="/service/order">
            {t`Go to orders`}
          </RouterButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
