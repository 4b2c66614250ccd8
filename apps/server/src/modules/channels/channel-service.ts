import { Code, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { DeviceService } from "../devices/device-service.js";
import type { DeviceGatewayPort } from "../devices/gateway-port.js";
import { requireIn, type SiteAccess, type SiteScope } from "../sites/site-access.js";
import { subtreeIds } from "../sites/site-tree.js";
import type { ChannelRepository } from "./channel-repository.js";
import type { Caller } from "../../core/caller.js";

/** Visible site ids of a scope; null for administrators (every site). */
const visibleIds = (scope: SiteScope) => (scope.isAdmin ? null : scope.visible().map((s) => s.id));

/** Channels and cameras (spec §3 Channel, §7 "Devices"), always limited to the caller's visible sites. */
export function createChannelService(deps: {
  channels: ChannelRepository;
  devices: Pick<DeviceService, "list" | "setChannelEnabled">;
  access: SiteAccess;
  deviceFor: DeviceFor;
  gateway: () => DeviceGatewayPort;
}) {
  const { channels, devices, access, deviceFor, gateway } = deps;

  /** Sites `siteId` (and its sub-sites) the caller sees: 33003 / 20026 for the site itself. */
  async function sitesOf(caller: Caller, siteId: string, withSubSites: boolean) {
    const scope = await access.scope(caller);
    const site = requireIn(scope, siteId, SITE_ROLE.LIVE_ONLY_VIEWER);
    return (withSubSites ? subtreeIds(scope.sites, site) : [site.id]).filter((id) => scope.isVisible(id));
  }

  async function setEnabled(caller: Caller, sn: string, chlIndex: number, enabled: boolean) {
    const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_ADMIN);
    if (!(await channels.exists(device.id, chlIndex))) throw new AppError(Code.NO_CHANNEL_PERMISSION);
    const gw = gateway();
    if (!gw.isOnline(sn)) throw new AppError(Code.DEVICE_OFFLINE);
    const result = await gw.command(sn, "channelSet", { chlIndex, enabled });
    if (result.code !== Code.OK) throw new AppError(result.code);
    await devices.setChannelEnabled(device.id, chlIndex, enabled);
    return {};
  }

  return {
    /** /channel/list/detail: the channels of one visible device. */
    async ofDevice(caller: Caller, sn: string) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      return { list: await channels.list({ orgId: caller.user.orgId, siteIds: [device.siteId], deviceId: device.id }) };
    },

    open: (caller: Caller, sn: string, chlIndex: number) => setEnabled(caller, sn, chlIndex, true),
    close: (caller: Caller, sn: string, chlIndex: number) => setEnabled(caller, sn, chlIndex, false),

    /** /channel/page */
    async page(caller: Caller, data: ParsedRequestOf<"/channel/page">) {
      const siteIds = data.siteId ? await sitesOf(caller, data.siteId, true) : visibleIds(await access.scope(caller));
      if (siteIds && siteIds.length === 0) return { total: 0, list: [] };
      return channels.page({ orgId: caller.user.orgId, siteIds, status: data.status, keyword: data.keyword }, data.pageNum, data.pageSize);
    },

    /** /camera/list: configured channels of the given sites (each must be visible), or of every visible site. */
    async cameras(caller: Caller, siteIds: readonly string[] | undefined) {
      const scope = await access.scope(caller);
      let ids = visibleIds(scope);
      if (siteIds) ids = [...new Set(siteIds)].map((id) => requireIn(scope, id, SITE_ROLE.LIVE_ONLY_VIEWER).id);
      if (ids && ids.length === 0) return { list: [] };
      return { list: await channels.list({ orgId: caller.user.orgId, siteIds: ids, configuredOnly: true }) };
    },

    /** /site/channel-list: the channels of a site (and its sub-sites). */
    async ofSite(caller: Caller, siteId: string, includeSubSites: boolean) {
      const siteIds = await sitesOf(caller, siteId, includeSubSites);
      return { list: await channels.list({ orgId: caller.user.orgId, siteIds }) };
    },

    /** /site/device/chl: the devices of one site, each with its channels. */
    async devicesOfSite(caller: Caller, siteId: string) {
      const siteIds = await sitesOf(caller, siteId, false);
      const orgId = caller.user.orgId;
      const [rows, all] = await Promise.all([devices.list({ orgId, siteIds }), channels.list({ orgId, siteIds })]);
      return {
        list: rows.map((d) => ({
          sn: d.sn,
          name: d.name,
          devType: d.devType as 1 | 2 | 3 | 9 | 10 | 13,
          status: d.status,
          channels: all.filter((c) => c.sn === d.sn),
        })),
      };
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
