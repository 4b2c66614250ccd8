import { useLingui } from "@lingui/react/macro";
import TablePagination from "@mui/material/TablePagination";
import { PAGE_SIZES, type PageSize } from "@vms/api-client";
import { useState } from "react";

export interface TablePagerProps {
  total: number;
  /** 1-based, as the API counts pages. */
  pageNum: number;
  pageSize: PageSize;
  onPageNumChange: (pageNum: number) => void;
  /** A new size starts again at page 1; the caller decides how to store that. */
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** The pager under every paged table: spec §9 page sizes, translated labels, 1-based page numbers. */
export function TablePager({ total, pageNum, pageSize, onPageNumChange, onPageSizeChange }: TablePagerProps) {
  const { t } = useLingui();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageNum - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, page) => onPageNumChange(page + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
      labelRowsPerPage={t`Rows per page`}
      labelDisplayedRows={({ from, to, count }) => t`${from}-${to} of ${count}`}
      getItemAriaLabel={(type) => ({ first: t`First page`, last: t`Last page`, next: t`Next page`, previous: t`Previous page` })[type]}
    />
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
