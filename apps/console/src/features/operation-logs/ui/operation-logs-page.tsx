import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PageSize } from "@vms/api-client";
import { useState } from "react";
import { ExportButton, FetchingBar, TablePager } from "@/shared/ui";
import { toLocalInput } from "@/shared/lib/local-range";
import { useModuleFunctions } from "../api/get-module-functions";
import { opLogKeys, useOpLogs } from "../api/get-op-logs";
import { useOperators } from "../api/get-operators";
import { defaultOpLogFilters, toOpLogFilter, type OpLogFilterState } from "../model/op-log-filters";
import { useOpLogExport } from "../model/use-op-log-export";
import { OpLogFilters } from "./op-log-filters";
import { OpLogTable } from "./op-log-table";

export interface OperationLogsPageProps {
  /** True with vms_org_qry: the organization's lines and an operator filter; else one's own lines. */
  orgWide: boolean;
}

/** Operation logs (spec §2 /privacySecurity/operation-logs): filters, paged lines, xlsx export. */
export function OperationLogsPage({ orgWide }: OperationLogsPageProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<OpLogFilterState>(() => defaultOpLogFilters());
  const [applied, setApplied] = useState<OpLogFilterState>(draft);
  const [paging, setPaging] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const modules = useModuleFunctions();
  const operators = useOperators(orgWide);
  const queryClient = useQueryClient();
  const { data, isFetching } = useOpLogs({ ...toOpLogFilter(applied), ...paging });
  const exporter = useOpLogExport();
  const search = () => {
    // An end time left alone follows the clock, so a new search shows the newest lines.
    const next = draft.to === applied.to ? { ...draft, to: toLocalInput(Date.now() + 60_000) } : draft;
    // A search always asks again: an earlier page of the same filters may be cached from before new lines.
    void queryClient.invalidateQueries({ queryKey: opLogKeys.pages() });
    setDraft(next);
    setApplied(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <Stack spacing={2}>
      <OpLogFilters
        value={draft}
        onChange={setDraft}
        onSearch={search}
        modules={(modules.data?.list ?? []).map((m) => m.module)}
        operators={orgWide ? (operators.data?.list ?? []) : null}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite" data-testid="oplog-total">
          {data ? t`${data.total} operations` : ""}
        </Typography>
        <ExportButton
          state={exporter.state}
          disabled={!data || data.total === 0}
          onExport={() => void exporter.start({ ...toOpLogFilter(applied), utcOffsetMinutes: -new Date().getTimezoneOffset() })}
          testId="oplog-export"
        />
      </Stack>
      <Paper variant="outlined">
        <FetchingBar active={isFetching} />
        <OpLogTable lines={data?.list ?? []} loaded={data !== undefined} />
        <TablePager
          total={data?.total ?? 0}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onPageNumChange={(pageNum) => setPaging((p) => ({ ...p, pageNum }))}
          onPageSizeChange={(pageSize) => setPaging({ pageNum: 1, pageSize })}
        />
      </Paper>
    </Stack>
  );
}
