import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Button from "@mui/material/Button";
import { useDeferredValue, useState } from "react";
import { usePermissionCodes } from "@/entities/licence";
import { TablePager, usePagerState } from "@/shared/ui";
import { ORDERS_PAGE_SIZE, useOrders, type OrderRow } from "../api/get-orders";
import { cancellableOrderTypes, EMPTY_ORDER_FILTERS, toOrderFilterRequest, visibleOrderTypes, type OrderFilterValues } from "../model/order-filters";
import { useOrderExport } from "../model/use-order-export";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrderFilters } from "./order-filters";
import { OrderTable } from "./order-table";

/** Spec §2 /service/order: the organization's licence and cloud storage orders the user may see (§6), filtered and paged. */
export function OrderListPage() {
  const { t, i18n } = useLingui();
  const codes = usePermissionCodes();
  const visible = visibleOrderTypes(codes);
  const [filters, setFilters] = useState<OrderFilterValues>(EMPTY_ORDER_FILTERS);
  const deferred = useDeferredValue(filters);
  const pager = usePagerState(ORDERS_PAGE_SIZE);
  const filter = toOrderFilterRequest(deferred, visible);
  const orders = useOrders({ pageNum: pager.pageNum, pageSize: pager.pageSize, ...filter });
  const exporter = useOrderExport(i18n);
  const [open, setOpen] = useState<OrderRow | null>(null);
  const change = (next: OrderFilterValues) => {
    setFilters(next);
    pager.onPageNumChange(1);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
        <OrderFilters value={filters} visibleTypes={visible} onChange={change} />
        <Button variant="outlined" onClick={() => exporter.mutate(filter)} disabled={exporter.isPending || !orders.data?.total} data-testid="orders-export" sx={{ flexShrink: 0 }}>
          {t`Export`}
        </Button>
      </Stack>
      {orders.isError && <Alert severity="warning">{t`The orders could not be loaded.`}</Alert>}
      <Paper variant="outlined">
        <OrderTable rows={orders.data?.list ?? []} cancellable={cancellableOrderTypes(codes)} onOpen={setOpen} />
        <TablePager total={orders.data?.total ?? 0} {...pager} />
      </Paper>
      <OrderDetailDialog order={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
