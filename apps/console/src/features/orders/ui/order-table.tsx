import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { createLink } from "@tanstack/react-router";
import { ORDER_STATUS, ORDER_TYPE } from "@vms/licence-pricing";
import { CancelOrderButton, CLOUD_TERM_LABELS, CommerceStatus, LICENCE_TERM_LABELS, ORDER_TYPE_LABELS, orderItem, PAYMENT_METHOD_LABELS } from "@/entities/licence";
import { formatDateTime } from "@/shared/lib/format-date-time";
import type { OrderRow } from "../api/get-orders";

const RouterButton = createLink(Button);

const HEADERS = 10;

/**
 * Spec §3 order fields: number, type, item, cameras, term, price, method, status and order time; the
 * number opens the order in full (payment reference, pay time, receipt; issue 28: all twelve columns
 * overflowed at 1440 px). A to-pay order links to its payment and, for those who may buy its type
 * (`cancellable`), can be cancelled.
 */
export function OrderTable({ rows, cancellable = [], onOpen }: { rows: readonly OrderRow[]; cancellable?: readonly number[]; onOpen: (order: OrderRow) => void }) {
  const { t, i18n } = useLingui();
  const label = (table: Readonly<Record<number, MessageDescriptor>>, value: number | null) => (value !== null && table[value] ? i18n._(table[value]!) : "—");
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t`Orders`}>
      <Table size="small" aria-label={t`Orders`} data-testid="orders-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`Order number`}</TableCell>
            <TableCell>{t`Type`}</TableCell>
            <TableCell>{t`Item`}</TableCell>
            <TableCell align="right">{t`Cameras`}</TableCell>
            <TableCell>{t`Term`}</TableCell>
            <TableCell align="right">{t`Price`}</TableCell>
            <TableCell>{t`Payment method`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Order time`}</TableCell>
            <TableCell>{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => {
            const licence = o.orderType === ORDER_TYPE.LICENCE;
            return (
              <TableRow key={o.orderId} data-testid="order-row" data-order-no={o.orderNo} data-status={o.status}>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(o)} sx={{ textTransform: "none", p: 0, minWidth: 0, wordBreak: "break-all", textAlign: "left" }} aria-label={t`Details of order ${o.orderNo}`} data-testid="order-open">
                    {o.orderNo}
                  </Button>
                </TableCell>
                <TableCell>{label(ORDER_TYPE_LABELS, o.orderType)}</TableCell>
                <TableCell>{i18n._(orderItem(o))}</TableCell>
                <TableCell align="right">{o.chlNum}</TableCell>
                <TableCell>{label(licence ? LICENCE_TERM_LABELS : CLOUD_TERM_LABELS, o.term)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>{`${o.price} ${o.currency}`}</TableCell>
                <TableCell>{label(PAYMENT_METHOD_LABELS, o.payType)}</TableCell>
                <TableCell data-testid="order-status">
                  <CommerceStatus kind="order" status={o.status} />
                </TableCell>
                <TableCell>{formatDateTime(o.orderTime)}</TableCell>
                <TableCell>
                  {o.status === ORDER_STATUS.TO_PAY && (
                    <Stack direction="row" spacing={1}>
                      <RouterButton size="small" to={licence ? "/service/servicelicense/pay" : "/service/serviceCloudstorage/buy"} search={{ orderNo: o.orderNo }} aria-label={t`Pay order ${o.orderNo}`}>
                        {t`Pay`}
                      </RouterButton>
                      {cancellable.includes(o.orderType) && <CancelOrderButton orderNo={o.orderNo} size="small" />}
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={HEADERS} align="center" sx={{ color: "text.secondary" }}>
                {t`No orders.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
