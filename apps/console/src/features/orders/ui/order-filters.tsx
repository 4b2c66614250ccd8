import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ORDER_STATUS_EXCEPTION, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from "@/entities/licence";
import type { OrderFilterValues } from "../model/order-filters";
import { DateField } from "@/shared/ui";

export interface OrderFiltersProps {
  value: OrderFilterValues;
  /** Types the user may see; the type filter shows only with both (spec §6). */
  visibleTypes: readonly (1 | 3)[];
  onChange: (value: OrderFilterValues) => void;
}

const STATUSES = [1, 2, 3, 4, 5] as const;

/** Spec §2 order record filters: type, status (§4), order number and order date range. */
export function OrderFilters({ value, visibleTypes, onChange }: OrderFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} role="search" aria-label={t`Filter orders`} sx={{ flexWrap: "wrap" }}>
      {visibleTypes.length > 1 && (
        <TextField select size="small" label={t`Type`} value={value.orderType} onChange={(e) => set({ orderType: e.target.value })} sx={{ minWidth: 180 }} data-testid="orders-filter-type">
          <MenuItem value="">{t`All`}</MenuItem>
          {visibleTypes.map((type) => (
            <MenuItem key={type} value={String(type)}>
              {i18n._(ORDER_TYPE_LABELS[type])}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select size="small" label={t`Status`} value={value.status} onChange={(e) => set({ status: e.target.value })} sx={{ minWidth: 160 }} data-testid="orders-filter-status">
        <MenuItem value="">{t`All`}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={String(s)}>
            {i18n._(ORDER_STATUS_LABELS[s])}
          </MenuItem>
        ))}
        <MenuItem value="6">{i18n._(ORDER_STATUS_EXCEPTION)}</MenuItem>
      </TextField>
      <TextField size="small" label={t`Order number`} value={value.orderNo} onChange={(e) => set({ orderNo: e.target.value })} slotProps={{ htmlInput: { maxLength: 64, "data-testid": "orders-filter-no" } }} />
      <DateField size="small" label={t`From`} value={value.from} onChange={(from) => set({ from })} />
      <DateField size="small" label={t`To`} value={value.to} onChange={(to) => set({ to })} />
    </Stack>
  );
}
