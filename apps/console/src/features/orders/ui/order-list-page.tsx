import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useDeferredValue, useState } from "react";
import { usePermissionCodes } from "@/entities/licence";
import { TablePager, usePagerState } from "@/shared/ui";
import { useOrders } from "../api/get-orders";
import { cancellableOrderTypes, EMPTY_ORDER_FILTERS, toOrderFilterRequest, visibleOrderTypes, type OrderFilterValues } from "../model/order-filters";
import { OrderFilters } from "./order-filters";
import { OrderTable } from "./order-table";

/** Spec §2 /service/order: the organization's licence and cloud storage orders the user may see (§6), filtered and paged. */
export function OrderListPage() {
  const { t } = useLingui();
  const codes = usePermissionCodes();
  const visible = visibleOrderTypes(codes);
  const [filters, setFilters] = useState<OrderFilterValues>(EMPTY_ORDER_FILTERS);
  const deferred = useDeferredValue(filters);
  const pager = usePagerState(10);
  const orders = useOrders({ pageNum: pager.pageNum, pageSize: pager.pageSize, ...toOrderFilterRequest(deferred, visible) });
  const change = (next: OrderFilterValues) => {
    setFilters(next);
    pager.onPageNumChange(1);
  };
  return (
    <Stack spacing={2}>
      <OrderFilters value={filters} visibleTypes={visible} onChange={change} />
      {orders.isError && <Alert severity="warning">{t`The orders could not be loaded.`}</Alert>}
      <Paper variant="outlined">
        <OrderTable rows={orders.data?.list ?? []} cancellable={cancellableOrderTypes(codes)} />
        <TablePager total={orders.data?.total ?? 0} {...pager} />
      </Paper>
    </Stack>
  );
}
