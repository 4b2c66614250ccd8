import { useLingui } from "@lingui/react/macro";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PAGE_SIZES, type PageSize } from "@vms/api-client";
import { useId, useLayoutEffect, useRef, useState } from "react";

export interface TablePagerProps {
  total: number;
  /** 1-based, as the API counts pages. */
  pageNum: number;
  pageSize: PageSize;
  onPageNumChange: (pageNum: number) => void;
  /** A new size starts again at page 1; the caller decides how to store that. */
  onPageSizeChange: (pageSize: PageSize) => void;
}

/**
 * The pager under every paged table: spec §9 page sizes, translated labels, 1-based page numbers.
 * Laid out as MUI's TablePagination, built from its parts: TablePagination's page buttons wear
 * MUI Tooltips, whose Popper would weigh on the first load of every table page (issue 10); the
 * buttons here carry a native title instead, as the download manager's does.
 */
export function TablePager({ total, pageNum, pageSize, onPageNumChange, onPageSizeChange }: TablePagerProps) {
  const { t } = useLingui();
  const labelId = useId();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (pageNum - 1) * pageSize + 1;
  const to = Math.min(total, pageNum * pageSize);
  // Named `count` so the text keeps its catalogue id from MUI's labelDisplayedRows days.
  const count = total;
  const previousLabel = t`Previous page`;
  const nextLabel = t`Next page`;
  const buttons = useRef<HTMLDivElement>(null);
  const focused = useRef<HTMLButtonElement | null>(null);
  // Reaching the first or last page disables the button that had the focus; the focus moves to
  // the other one rather than falling back to the start of the page.
  useLayoutEffect(() => {
    const button = focused.current;
    if (!button?.disabled) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body) return;
    [...(buttons.current?.querySelectorAll("button") ?? [])].find((b) => b !== button && !b.disabled)?.focus();
  });

  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", columnGap: 3, minHeight: 52, px: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography id={labelId} variant="body2">
          {t`Rows per page`}
        </Typography>
        <Select
          value={pageSize}
          labelId={labelId}
          input={<InputBase sx={{ fontSize: "body2.fontSize" }} />}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Typography variant="body2">{t`${from}-${to} of ${count}`}</Typography>
      <Stack
        ref={buttons}
        direction="row"
        onFocus={(event) => {
          focused.current = event.target instanceof HTMLButtonElement ? event.target : null;
        }}
        onBlur={(event) => {
          // Disabling the focused button may blur it (to nowhere) before the layout effect runs.
          if (!(event.target instanceof HTMLButtonElement && event.target.disabled && event.relatedTarget === null)) focused.current = null;
        }}
      >
        <IconButton aria-label={previousLabel} title={previousLabel} disabled={pageNum <= 1} onClick={() => onPageNumChange(pageNum - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={nextLabel} title={nextLabel} disabled={pageNum >= lastPage} onClick={() => onPageNumChange(pageNum + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** Page and size kept in component state (tables whose page is not in the URL); a new size goes back to page 1. */
export function usePagerState(initialSize: PageSize = 10): Omit<TablePagerProps, "total"> {
  const [{ pageNum, pageSize }, setState] = useState({ pageNum: 1, pageSize: initialSize });
  return {
    pageNum,
    pageSize,
    onPageNumChange: (next) => setState((s) => ({ ...s, pageNum: next })),
    onPageSizeChange: (next) => setState({ pageNum: 1, pageSize: next }),
  };
}
