import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { SITE_ROLE } from "@vms/permissions";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCanManageDevice, useDevicePage } from "@/entities/device";
import { useSiteChoices } from "@/entities/site";
import { FetchingBar, MountWhen, TablePager } from "@/shared/ui";
import { toDevicePageQuery, type DevicesSearch } from "../model/devices-search";
import { useDeviceActions } from "../model/use-device-actions";
import { DeviceFilters } from "./device-filters";
import { DeviceTable } from "./device-table";

// The dialogs (and their form library) are fetched when first opened, not with the page.
const BindDeviceDialog = lazy(() => import("./bind-device-dialog").then((m) => ({ default: m.BindDeviceDialog })));
const EditDeviceDialog = lazy(() => import("./edit-device-dialog").then((m) => ({ default: m.EditDeviceDialog })));
const UnbindDeviceDialog = lazy(() => import("./unbind-device-dialog").then((m) => ({ default: m.UnbindDeviceDialog })));
// Only an organization without sites sees it: not part of the console's start (issue 10's budget).
const NoSitesNotice = lazy(() => import("./no-sites-notice").then((m) => ({ default: m.NoSitesNotice })));

export interface DevicesPageProps {
  /** Filters and page from the URL. */
  search: DevicesSearch;
  /** Writes filters or page into the URL. */
  onSearchChange: (patch: Partial<DevicesSearch>) => void;
  /** The device whose detail is open, highlighted in the table. */
  selectedSn?: string;
  onOpenDevice: (sn: string) => void;
  onDeviceUnbound?: (sn: string) => void;
}

/** The asset page (spec §2 /device/index): filters, the device table, paging, add/rename/unbind. */
export function DevicesPage({ search, onSearchChange, selectedSn, onOpenDevice, onDeviceUnbound }: DevicesPageProps) {
  const { t } = useLingui();
  const query = useMemo(() => toDevicePageQuery(search), [search]);
  const { data, isFetching, isPending } = useDevicePage(query);
  const canManage = useCanManageDevice();
  const sites = useSiteChoices();
  const canBind = sites.data?.list.some((s) => s.role === SITE_ROLE.SITE_ADMIN) ?? false;
  const [binding, setBinding] = useState(false);
  const { actions, renaming, unbinding, closeRename, closeUnbind } = useDeviceActions(onOpenDevice);
  // Stable for the memoised filters: the route hands a new callback on every render.
  const latestChange = useRef(onSearchChange);
  useEffect(() => {
    latestChange.current = onSearchChange;
  });
  const changeFilters = useCallback((patch: Partial<DevicesSearch>) => latestChange.current({ ...patch, page: undefined }), []);
  const rows = data?.list ?? [];
  const noSites = sites.data !== undefined && sites.data.list.length === 0;
  return (
    <Stack spacing={2}>
      {noSites && (
        <Suspense fallback={null}>
          <NoSitesNotice />
        </Suspense>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1 }}>
          <DeviceFilters search={search} onChange={changeFilters} />
        </Box>
        {canBind && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBinding(true)} data-testid="add-device" sx={{ whiteSpace: "nowrap" }}>
            {t`Add device`}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <FetchingBar active={isFetching} />
        <DeviceTable
          rows={rows}
          loaded={!isPending}
          canManage={canManage}
          selectedSn={selectedSn}
          actions={actions}
          scrollKey={JSON.stringify(query)}
        />
        <TablePager
          total={data?.total ?? 0}
          pageNum={data ? query.pageNum : 1}
          pageSize={query.pageSize}
          onPageNumChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          onPageSizeChange={(size) => onSearchChange({ size, page: undefined })}
        />
      </Paper>
      <MountWhen when={binding}>
        <BindDeviceDialog open={binding} initialSiteId={search.site ?? null} onClose={() => setBinding(false)} />
      </MountWhen>
      <MountWhen when={renaming !== null}>
        <EditDeviceDialog device={renaming} onClose={closeRename} />
      </MountWhen>
      <MountWhen when={unbinding !== null}>
        <UnbindDeviceDialog device={unbinding} onClose={closeUnbind} onUnbound={onDeviceUnbound} />
      </MountWhen>
    </Stack>
  );
}
