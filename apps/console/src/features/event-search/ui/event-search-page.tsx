import { useLingui } from "@lingui/react/macro";
import GridViewIcon from "@mui/icons-material/GridViewOutlined";
import ListIcon from "@mui/icons-material/ViewListOutlined";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { PageSize, VmsEvent } from "@vms/api-client";
import { useState, type ReactNode } from "react";
import { ExportButton, FetchingBar, TablePager } from "@/shared/ui";
import { toLocalInput } from "@/shared/lib/local-range";
import { useEventDict } from "@/entities/event-labels";
import { useEventSearch } from "../api/search-events";
import { defaultFilters, toEventFilter, toSearchQuery, type EventFilterState } from "../model/event-filters";
import { useEventExport } from "../model/use-event-export";
import { EventDetailDialog } from "./event-detail-dialog";
import { EventFilters } from "./event-filters";
import { EventGrid } from "./event-grid";
import { EventList } from "./event-list";
import { FrequentEvents } from "./frequent-events";

/** Event search (spec §2 /search): filters, results as a list or image cards, detail, export. */
export function EventSearchPage({ renderEventActions }: { renderEventActions?: ((event: VmsEvent) => ReactNode) | undefined } = {}) {
  const { t } = useLingui();
  const dict = useEventDict();
  const [draft, setDraft] = useState<EventFilterState>(() => defaultFilters());
  // The last 24 hours are shown at once; later searches apply the edited filters.
  const [applied, setApplied] = useState<EventFilterState>(draft);
  const [paging, setPaging] = useState<{ pageNum: number; pageSize: PageSize }>({ pageNum: 1, pageSize: 20 });
  const [view, setView] = useState<"grid" | "list">("grid");
  const [open, setOpen] = useState<VmsEvent | null>(null);
  const query = toSearchQuery(applied, paging.pageNum, paging.pageSize);
  const { data, isFetching, isPending, refetch } = useEventSearch(query);
  const exporter = useEventExport();
  const [defaultTo, setDefaultTo] = useState(draft.to);
  const search = () => {
    // An end time the user left alone follows the clock, so a new search shows the newest events.
    const to = draft.to === defaultTo ? toLocalInput(Date.now() + 60_000) : draft.to;
    const next = { ...draft, to };
    // Searching again with the same filters (within the same minute) still asks for the newest events.
    if (JSON.stringify(toSearchQuery(next, 1, paging.pageSize)) === JSON.stringify(query)) void refetch();
    setDefaultTo(to === draft.to ? defaultTo : to);
    setDraft(next);
    setApplied(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const events = data?.list ?? [];
  return (
    <Stack spacing={2}>
      {dict.data && <EventFilters dict={dict.data} value={draft} onChange={setDraft} onSearch={search} />}
      <FrequentEvents value={draft} onApply={(next) => { setDraft(next); setApplied(next); setPaging((p) => ({ ...p, pageNum: 1 })); }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite" data-testid="event-total">
          {data ? (data.totalCapped ? t`More than ${data.total} events` : t`${data.total} events`) : ""}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: "grid" | "list" | null) => v && setView(v)} aria-label={t`Result view`}>
          <ToggleButton value="grid" aria-label={t`Image cards`} data-testid="event-view-grid">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t`List`} data-testid="event-view-list">
            <ListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <ExportButton state={exporter.state} disabled={!data || data.total === 0} onExport={() => void exporter.start({ ...toEventFilter(applied), utcOffsetMinutes: -new Date().getTimezoneOffset() })} testId="event-export" />
      </Stack>
      <Paper variant="outlined">
        <FetchingBar active={isFetching} />
        {!isPending && events.length === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary" data-testid="event-empty">
            {t`No events match these filters.`}
          </Typography>
        )}
        {view === "grid" ? <EventGrid events={events} onOpen={setOpen} /> : <EventList events={events} onOpen={setOpen} />}
        <TablePager
          total={data?.total ?? 0}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onPageNumChange={(pageNum) => setPaging((p) => ({ ...p, pageNum }))}
          onPageSizeChange={(pageSize) => setPaging({ pageNum: 1, pageSize })}
        />
      </Paper>
      <EventDetailDialog event={open} onClose={() => setOpen(null)} renderActions={renderEventActions} />
    </Stack>
  );
}
