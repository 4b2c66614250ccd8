import type { DeviceDetail } from "@vms/api-client";
import type { DeviceDetailTab } from "../model/detail-search";
import { CamerasTab } from "./cameras-tab";
import { ChannelsTab } from "./channels-tab";
import { LanguageTimeTab } from "./language-time-tab";
import { LogsTab } from "./logs-tab";
import { NetworkTab } from "./network-tab";
import { NotifyTab } from "./notify-tab";
import { OutputsTab } from "./outputs-tab";
import { OverviewTab } from "./overview-tab";
import { RebootTab } from "./reboot-tab";
import { UpgradeTab } from "./upgrade-tab";

export interface DetailTabPanelProps {
  tab: DeviceDetailTab;
  device: DeviceDetail;
  /** SITE_ADMIN on the device's site manages; other roles read (decision 0003). */
  canManage: boolean;
}

/** The content of one device detail tab. */
export function DetailTabPanel({ tab, device, canManage }: DetailTabPanelProps) {
  const { sn } = device;
  switch (tab) {
    case "overview":
      return <OverviewTab device={device} />;
    case "channels":
      return <ChannelsTab sn={sn} canManage={canManage} />;
    case "cameras":
      return <CamerasTab device={device} />;
    case "outputs":
      return <OutputsTab sn={sn} canManage={canManage} />;
    case "notify":
      return <NotifyTab sn={sn} canManage={canManage} />;
    case "network":
      return <NetworkTab sn={sn} canManage={canManage} />;
    case "upgrade":
      return <UpgradeTab device={device} canManage={canManage} />;
    case "reboot":
      return <RebootTab device={device} canManage={canManage} />;
    case "logs":
      return <LogsTab sn={sn} canManage={canManage} />;
    case "time":
      return <LanguageTimeTab sn={sn} canManage={canManage} />;
  }
}
