import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import { ORDER_TYPE } from "@vms/licence-pricing";
import { CenteredCard } from "@vms/ui-kit";
import { commerceCodeMessage, orderItem } from "@/entities/licence";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { FloatingPreferences } from "@/shared/ui";
import { usePayResult, type PayReturn } from "../api/reconcile-payment";
import { PAY_OUTCOME_MESSAGES, payOutcome, queuedStart } from "../model/pay-outcome";
import { OrderSummary } from "./order-summary";

const RouterLink = createLink(MuiLink);

export interface PayResultPageProps {
  /** The order and result token from the return URL; null when they are missing. */
  ret: PayReturn | null;
  /** Branding background (spec §2: this page loads branding first). */
  backgroundImage?: string | undefined;
}

/** Spec §2 /vms-license-pay-res: the payment result as the server reconciles it, with branding. */
export function PayResultPage({ ret, backgroundImage }: PayResultPageProps) {
  const { t, i18n } = useLingui();
  const result = usePayResult(ret);
  const data = result.data;
  const outcome = data ? payOutcome(data) : null;
  const startsAt = data ? queuedStart(data, Date.now()) : null;
  const isLicence = data?.orderType === ORDER_TYPE.LICENCE;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined}>
        <Stack spacing={2} data-testid="pay-result" data-outcome={outcome ?? undefined}>
          <Typography variant="h5" component="h1">
            {t`Payment result`}
          </Typography>
          {!ret && <Alert severity="warning">{t`This link does not name an order.`}</Alert>}
          {ret && result.isPending && <CircularProgress aria-label={t`Checking the payment`} />}
          {ret && result.isError && <Alert severity="error">{t`The payment result could not be checked.`}</Alert>}
          {data && <OrderSummary orderNo={data.orderNo} item={i18n._(orderItem(data))} price={data.price} currency={data.currency} />}
          {outcome === "pay" && <Alert severity="info">{t`The payment is being processed. This page updates by itself.`}</Alert>}
          {outcome === "declined" && data?.declineCode != null && (
            <Alert severity="error" data-testid="pay-decline">
              {i18n._(commerceCodeMessage(data.declineCode))}
            </Alert>
          )}
          {outcome && outcome !== "pay" && outcome !== "declined" && (
            <Alert severity={outcome === "paid" || outcome === "trial" ? "success" : "warning"} data-testid="pay-outcome">
              {startsAt === null
                ? i18n._(PAY_OUTCOME_MESSAGES[outcome])
                : isLicence
                  ? t`Payment successful. Your license starts on ${formatDateTime(startsAt)}, when the license in effect ends.`
                  : t`Payment successful. Your cloud storage package starts on ${formatDateTime(startsAt)}, when the current one ends.`}
            </Alert>
          )}
          {data && (outcome === "declined" || outcome === "pay") && (
            <>
              {isLicence ? (
                <RouterLink to="/service/servicelicense/pay" search={{ orderNo: data.orderNo }}>
                  {t`Back to payment`}
                </RouterLink>
              ) : (
                <RouterLink to="/service/serviceCloudstorage/buy" search={{ orderNo: data.orderNo }}>
                  {t`Back to payment`}
                </RouterLink>
              )}
            </>
          )}
          <RouterLink to="/service/order">{t`Go to orders`}</RouterLink>
        </Stack>
      </CenteredCard>
    </>
  );
}
