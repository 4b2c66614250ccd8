import { useLingui } from "@lingui/react/macro";
import TablePagination from "@mui/material/TablePagination";
import { PAGE_SIZES } from "@vms/api-client";

/** A table page size of spec §9 (10, 20, 50, 100). */
export type TablePageSize = (typeof PAGE_SIZES)[number];

export interface TablePagerProps {
  total: number;
  /** 1-based, as the API counts pages. */
  pageNum: number;
  pageSize: TablePageSize;
  onPageNumChange: (pageNum: number) => void;
  /** A new size starts again at page 1; the caller decides how to store that. */
  onPageSizeChange: (pageSize: TablePageSize) => void;
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
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value) as TablePageSize)}
      labelRowsPerPage={t`Rows per page`}
      labelDisplayedRows={({ from, to, count }) => t`${from}-${to} of ${count}`}
      getItemAriaLabel={(type) => ({ first: t`First page`, last: t`Last page`, next: t`Next page`, previous: t`Previous page` })[type]}
    />
  );
}
