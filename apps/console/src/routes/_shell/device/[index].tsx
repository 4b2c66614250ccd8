import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { devicePageQueryOptions } from "@/entities/device";
import { DeviceDetailDrawer, deviceDetailSearchSchema, type DeviceDetailTab } from "@/features/device-detail";
import { DevicesPage, devicesSearchSchema, pickDeviceFilters, toDevicePageQuery, type DevicesSearch } from "@/features/devices";
import { shellPageTitles } from "@/features/shell";
import { MountWhen, Page } from "@/shared/ui";

/** The asset page's URL: filters and page (devices slice) plus the open device and tab (device-detail slice). */
const deviceIndexSearchSchema = z.extend(devicesSearchSchema, deviceDetailSearchSchema.shape);

export const Route = createFileRoute("/_shell/device/index")({
  validateSearch: deviceIndexSearchSchema,
  // Opening the detail (sn, tab) does not reload the list.
  loaderDeps: ({ search }) => pickDeviceFilters(search),
  // The rows are asked for as soon as the route matches, but nothing waits for them: the shell and
  // the page (filters, table head, a progress bar) paint at once and the rows follow. A filter
  // change keeps the previous rows on screen (keepPreviousData) while the new ones load.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(devicePageQueryOptions(toDevicePageQuery(deps)));
  },
  component: DeviceIndexPage,
});

/** Asset management (spec §2 /device/index): the device list with the device detail beside it. */
function DeviceIndexPage() {
  const { i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = (patch: Partial<DevicesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const openDevice = (sn: string) => void navigate({ search: (prev) => ({ ...prev, sn, tab: undefined }) });
  const closeDevice = () => void navigate({ search: (prev) => ({ ...prev, sn: undefined, tab: undefined }) });
  const changeTab = (tab: DeviceDetailTab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true });
  return (
    <Page title={i18n._(shellPageTitles.device)}>
      <DevicesPage
        search={search}
        onSearchChange={update}
        selectedSn={search.sn}
        onOpenDevice={openDevice}
        onDeviceUnbound={(sn) => sn === search.sn && closeDevice()}
      />
      <MountWhen when={search.sn !== undefined}>
        <DeviceDetailDrawer sn={search.sn} tab={search.tab} onTabChange={changeTab} onClose={closeDevice} />
      </MountWhen>
    </Page>
  );
}
