import { Code, configValueSchema, DEVICE_NOTIFY_EVENTS, registry, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE, type SiteRole } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import type { GrantService } from "../sites/grant-service.js";
import { isUuid } from "../../core/ids.js";
import type { DeviceFor } from "./device-access.js";
import type { DeviceRepository } from "./device-repository.js";
import type { GatewayHolder } from "./gateway-holder.js";
import type { NotifyRepository } from "./notify-repository.js";
import type { Caller } from "../../core/caller.js";

/** Formatting takes a while on real disks. */
const FORMAT_TIMEOUT_MS = 120_000;
const FORMAT_APIS = new Set(["formatDisk", "FormatSdCard_I"]);
type ConfigValue = ParsedRequestOf<"/config/device/set">["config"];

/** Reads of what the device detail shows (a site bridge's cameras, issue 30): allowed to whoever may open the detail. */
const DETAIL_APIS = new Set(["queryBridgeCameras"]);
const DETAIL_CODES: readonly string[] = registry["/device/detail"].anyOf;

/**
 * Spec §6/decision 0003: PTZ and storage reads need SITE_VIEWER, formatting SITE_ADMIN; live-only viewers
 * only watch. The detail's reads need what /device/detail needs: any role but NO_ACCESS.
 */
export function transportRole(api: string): SiteRole {
  if (DETAIL_APIS.has(api)) return SITE_ROLE.LIVE_ONLY_VIEWER;
  return FORMAT_APIS.has(api) ? SITE_ROLE.SITE_ADMIN : SITE_ROLE.SITE_VIEWER;
}

/** The detail's reads also need the detail's codes (vms_device_qry): /device/transport itself names none. */
function transportCodesAllow(caller: Caller, api: string): boolean {
  return !DETAIL_APIS.has(api) || DETAIL_CODES.some((code) => caller.codes.has(code));
}

/** Device configuration, notification settings and the transportApi pass-through. */
export function createConfigService(deps: {
  devices: DeviceRepository;
  notify: NotifyRepository;
  grants: Pick<GrantService, "usersInOrg">;
  deviceFor: DeviceFor;
  gateway: GatewayHolder;
  now?: () => number;
}) {
  const { devices, notify, grants, deviceFor, gateway } = deps;
  const now = () => new Date((deps.now ?? Date.now)());

  /** Sends a command, refusing with the device's own code when it is not 200. */
  async function run(sn: string, name: "configGet" | "configSet", params: Record<string, unknown>) {
    const gw = gateway();
    if (!gw.isOnline(sn)) throw new AppError(Code.DEVICE_OFFLINE);
    const result = await gw.command(sn, name, params);
    if (result.code !== Code.OK) throw new AppError(result.code);
    return result.data;
  }

  /** Time zone and language shown on the asset page follow what the device says. */
  async function remember(deviceId: number, config: ConfigValue) {
    if (config.section === "timeZone") await devices.update(deviceId, { timeZone: config.value.timeZone });
    if (config.section === "language") await devices.update(deviceId, { language: config.value.language });
  }

  return {
    /** /config/device/get: SITE_VIEWER; a malformed answer from the device is a 502. */
    async get(caller: Caller, sn: string, section: ConfigValue["section"]) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_VIEWER);
      const parsed = configValueSchema.safeParse({ section, value: await run(sn, "configGet", { section }) });
      if (!parsed.success) throw new AppError(Code.BAD_GATEWAY);
      await remember(device.id, parsed.data);
      return parsed.data;
    },

    /**
     * /config/device/set: SITE_ADMIN; answers the value the device took. A viewing station's
     * outputs may only show channels the caller may watch (of the organization, on granted sites).
     */
    async set(caller: Caller, sn: string, config: ConfigValue) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_ADMIN);
      if (config.section === "vsOutputs") {
        const shown = new Set(config.value.outputs.flatMap((o) => o.windows.map((w) => w.sn)));
        for (const other of shown) await deviceFor(caller, other, SITE_ROLE.LIVE_ONLY_VIEWER);
      }
      const data = await run(sn, "configSet", { section: config.section, value: config.value });
      const parsed = configValueSchema.safeParse({ section: config.section, value: data });
      const taken = parsed.success ? parsed.data : config;
      await remember(device.id, taken);
      return taken;
    },

    async notifyDetail(caller: Caller, sn: string) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      const row = await notify.get(device.id);
      const events = (row?.events ?? []).filter((e): e is (typeof DEVICE_NOTIFY_EVENTS)[number] => (DEVICE_NOTIFY_EVENTS as readonly string[]).includes(e));
      return { sn, enabled: row?.enabled ?? false, events, recipients: row?.recipients ?? [] };
    },

    /**
     * /monitor/dev-notify/add and /edit: SITE_ADMIN; every recipient a live user of the organization
     * (5001); switched on, at least one event and one recipient (7000).
     */
    async notifySave(caller: Caller, data: ParsedRequestOf<"/monitor/dev-notify/edit">) {
      const { device } = await deviceFor(caller, data.sn, SITE_ROLE.SITE_ADMIN);
      // Switched on, the settings must say what to send and to whom, or nothing would ever be sent.
      const missing = [
        ...(data.enabled && data.events.length === 0 ? [{ path: "events", message: "required" }] : []),
        ...(data.enabled && data.recipients.length === 0 ? [{ path: "recipients", message: "required" }] : []),
      ];
      if (missing.length > 0) throw new AppError(Code.INVALID_DATA, { issues: missing });
      const recipients = [...new Set(data.recipients)];
      if (!recipients.every(isUuid)) throw new AppError(Code.NOT_IN_ORG);
      if ((await grants.usersInOrg(caller.user.orgId, recipients)).size !== recipients.length) throw new AppError(Code.NOT_IN_ORG);
      const events = [...new Set(data.events)];
      await notify.save(device.id, { enabled: data.enabled, events, recipients }, now());
      return { sn: data.sn, enabled: data.enabled, events, recipients };
    },

    /** /device/transport: the device's answer passes through (code 200 and a status other than "failed" is success). */
    async transport(caller: Caller, data: ParsedRequestOf<"/device/transport">) {
      if (!transportCodesAllow(caller, data.api)) throw new AppError(Code.NO_PERMISSION);
      await deviceFor(caller, data.sn, transportRole(data.api));
      const gw = gateway();
      if (!gw.isOnline(data.sn)) throw new AppError(Code.DEVICE_OFFLINE);
      const params = { api: data.api, params: data.params, ...(data.chlIndex === undefined ? {} : { chlIndex: data.chlIndex }) };
      const result = await gw.command(data.sn, "transport", params, FORMAT_APIS.has(data.api) ? { timeoutMs: FORMAT_TIMEOUT_MS } : {});
      const body = (result.data && typeof result.data === "object" ? result.data : {}) as { status?: unknown; data?: unknown };
      const status = typeof body.status === "string" ? body.status : result.code === Code.OK ? "success" : "failed";
      return { code: result.code, status, data: "data" in body ? body.data : (result.data ?? null) };
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
