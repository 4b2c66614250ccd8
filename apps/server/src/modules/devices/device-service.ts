import { CHANNEL_STATUS, Code, DEV_TYPE, DEVICE_NAME_MAX, type HelloFrame, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../core/app-error.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { requireIn, type SiteAccess } from "../sites/site-access.js";
import { subtreeIds } from "../sites/site-tree.js";
import type { DeviceFor } from "./device-access.js";
import type { DevicePush } from "./device-push.js";
import type { DeviceFilter } from "./device-columns.js";
import type { DeviceRepository, DeviceRow } from "./device-repository.js";
import { deviceDetailView, deviceView } from "./device-view.js";
import type { GatewayHolder } from "./gateway-holder.js";
import type { Caller } from "../../core/caller.js";

/** A device's default name: its model and the end of its SN, like the label on the box. */
export const defaultDeviceName = (report: Pick<HelloFrame, "model" | "sn">) => `${report.model} ${report.sn.slice(-4)}`.trim().slice(0, DEVICE_NAME_MAX);

export interface DeviceServiceDeps {
  devices: DeviceRepository;
  access: SiteAccess;
  deviceFor: DeviceFor;
  gateway: GatewayHolder;
  pushes: DevicePush;
  log: FastifyBaseLogger;
}

/** Devices (spec §7 "Devices", decision 0003 "Binding"). */
export function createDeviceService(deps: DeviceServiceDeps) {
  const { devices, access, deviceFor, gateway, pushes } = deps;

  async function reportOf(sn: string): Promise<HelloFrame | null> {
    try {
      return await gateway().lastReport(sn);
    } catch (err) {
      deps.log.warn({ err, sn }, "device report unavailable");
      return null;
    }
  }

  async function reload(sn: string): Promise<DeviceRow> {
    const row = await devices.findBySn(sn);
    if (!row) throw new AppError(Code.NO_DEVICE_PERMISSION);
    return row;
  }

  /** Binds a device that reported `report`, without permission checks (bind and the demo seed). */
  async function bindReported(input: { orgId: string; siteId: string; sn: string; name: string | undefined; boundBy: string | null; report: HelloFrame; online: boolean }) {
    try {
      await devices.insert({ ...input, name: input.name ?? defaultDeviceName(input.report) });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const other = await devices.findBySn(input.sn);
      throw new AppError(other?.orgId === input.orgId ? Code.DEVICE_EXISTS : Code.DEVICE_BOUND_ELSEWHERE);
    }
    const row = await reload(input.sn);
    await pushes.status(row, {
      status: row.status,
      chlCount: row.chlCount,
      onlineChlCount: row.onlineChlCount,
      channels: input.report.channels.map((c) => ({ chlIndex: c.chlIndex, status: input.online && c.online ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE })),
    });
    return row;
  }

  return {
    bindReported,

    /** Bound devices matching `filter`, without permission checks (the channels module filters by scope). */
    list: (filter: DeviceFilter) => devices.list(filter),

    /** Records a channel switched on or off once the device confirmed it. */
    setChannelEnabled: (deviceId: number, chlIndex: number, enabled: boolean) => devices.setChannelEnabled(deviceId, chlIndex, enabled),

    /** /device/page: visible devices, filtered; site filters take the sub-sites by path. */
    async page(caller: Caller, data: ParsedRequestOf<"/device/page">) {
      const scope = await access.scope(caller);
      let siteIds: string[] | null = scope.isAdmin ? null : scope.visible().map((s) => s.id);
      if (data.siteId) {
        const site = requireIn(scope, data.siteId, SITE_ROLE.LIVE_ONLY_VIEWER);
        siteIds = (data.includeSubSites ? subtreeIds(scope.sites, site) : [site.id]).filter((id) => scope.isVisible(id));
      }
      if (siteIds && siteIds.length === 0) return { total: 0, list: [] };
      const filter = { orgId: caller.user.orgId, siteIds, devTypes: data.devTypes, status: data.status, keyword: data.keyword };
      const { total, rows } = await devices.page(filter, data.pageNum, data.pageSize, (id) => scope.site(id)?.name ?? "");
      return { total, list: rows.map(deviceView) };
    },

    /** /device/bind: 7068 unknown SN or wrong code, 33010 / 33016 bound already, 5000 viewing station for ordinary users, 7062 offline. */
    async bind(caller: Caller, data: ParsedRequestOf<"/device/bind">) {
      const scope = await access.scope(caller);
      const site = requireIn(scope, data.siteId, SITE_ROLE.SITE_ADMIN);
      const gw = gateway();
      if ((await gw.verifySecurityCode(data.sn, data.securityCode)) !== "ok") throw new AppError(Code.DEVICE_BAD_CREDENTIALS);
      const existing = await devices.findBySn(data.sn);
      if (existing) throw new AppError(existing.orgId === caller.user.orgId ? Code.DEVICE_EXISTS : Code.DEVICE_BOUND_ELSEWHERE);
      const report = await reportOf(data.sn);
      if (report?.devType === DEV_TYPE.VIEWING_STATION && !scope.isAdmin) throw new AppError(Code.NO_PERMISSION);
      if (!report || !gw.isOnline(data.sn)) throw new AppError(Code.DEVICE_OFFLINE);
      const name = data.name === undefined ? undefined : data.name.trim();
      const row = await bindReported({ orgId: caller.user.orgId, siteId: site.id, sn: data.sn, name, boundBy: caller.user.userId, report, online: true });
      return deviceView(row);
    },

    /** /device/unbind: the row goes (channels, tasks, logs with it); the registry keeps the SN. */
    async unbind(caller: Caller, sn: string) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_ADMIN);
      return devices.delete(device.id);
    },

    /** /device/edit: rename (0-32 characters) and/or move to another site (SITE_ADMIN on both). */
    async edit(caller: Caller, data: ParsedRequestOf<"/device/edit">) {
      const { device, scope } = await deviceFor(caller, data.sn, SITE_ROLE.SITE_ADMIN);
      const changes: { name?: string; siteId?: string } = {};
      if (data.name !== undefined) changes.name = data.name.trim();
      if (data.siteId !== undefined && data.siteId !== device.siteId) changes.siteId = requireIn(scope, data.siteId, SITE_ROLE.SITE_ADMIN).id;
      if (Object.keys(changes).length > 0) await devices.update(device.id, changes);
      return deviceView(await reload(device.sn));
    },

    /** /device/info/get and /device/detail: any role but NO_ACCESS on the device's site. */
    async detail(caller: Caller, sn: string) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      return deviceDetailView(device, await reportOf(sn));
    },

    /** /device/security-code/update: the device takes the code; the gateway then checks the new one (registry). */
    async updateSecurityCode(caller: Caller, sn: string, newSecurityCode: string) {
      await deviceFor(caller, sn, SITE_ROLE.SITE_ADMIN);
      const gw = gateway();
      if (!gw.isOnline(sn)) throw new AppError(Code.DEVICE_OFFLINE);
      const result = await gw.command(sn, "securityCode", { newSecurityCode });
      if (result.code !== Code.OK) throw new AppError(result.code);
      return {};
    },

    /** /vs-device/list: visible viewing stations with their outputs. */
    async viewingStations(caller: Caller) {
      const scope = await access.scope(caller);
      const siteIds = scope.isAdmin ? null : scope.visible().map((s) => s.id);
      if (siteIds && siteIds.length === 0) return { list: [] };
      const rows = await devices.list({ orgId: caller.user.orgId, siteIds, devTypes: [DEV_TYPE.VIEWING_STATION] });
      const list = await Promise.all(rows.map(async (row) => deviceDetailView(row, await reportOf(row.sn))));
      return { list };
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
