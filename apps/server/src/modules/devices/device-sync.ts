import { CHANNEL_STATUS, DEVICE_STATUS, isStorableText, type HelloFrame, type ReportedStorage } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { DeviceRepository } from "./device-repository.js";
import type { DeviceNotifier } from "./device-notifier.js";
import type { DevicePush } from "./device-push.js";
import { storageSummary } from "./device-view.js";
import type { ChannelStates, DeviceGatewayPort } from "./gateway-port.js";
import { createKeyedQueue } from "./keyed-queue.js";

/** A string field of a config frame's value, if it has one. */
function stringField(value: unknown, field: string): string | null {
  const v = value && typeof value === "object" ? (value as Record<string, unknown>)[field] : undefined;
  return typeof v === "string" && v.length <= 16 && isStorableText(v) ? v : null;
}

/** The notify event a storage change starts: a disk that turns bad or full, else none. */
function storageEvent(before: unknown, after: unknown): "diskError" | "diskFull" | null {
  const was = storageSummary(before)?.status;
  const is = storageSummary(after)?.status;
  if (is === was) return null;
  return is === "error" ? "diskError" : is === "full" ? "diskFull" : null;
}

/**
 * Keeps the rows of BOUND devices in step with the gateway (decision 0003): status, channels,
 * storage, time zone and language, version after an upgrade, last seen; pushes DEVICE_STATUS and
 * mails the device's notification recipients (offline, online, disk error or full).
 * Frames of unbound devices are ignored (the gateway's registry keeps them).
 */
export function startDeviceSync(deps: {
  gateway: DeviceGatewayPort;
  devices: DeviceRepository;
  pushes: DevicePush;
  notifier?: DeviceNotifier | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { gateway, devices, pushes, notifier, log } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const queue = createKeyedQueue((err, sn) => log.error({ err, sn }, "device sync failed"));

  async function connected(report: HelloFrame) {
    const device = await devices.findBySn(report.sn);
    if (!device) return;
    await devices.applyReport(device.id, report, now());
    if (device.status !== DEVICE_STATUS.ONLINE) notifier?.event(device, "online");
    const disk = storageEvent(device.storage, report.storage);
    if (disk) notifier?.event(device, disk);
    await pushes.status(device, {
      status: DEVICE_STATUS.ONLINE,
      chlCount: report.channels.length,
      onlineChlCount: report.channels.filter((c) => c.online).length,
      channels: report.channels.map((c) => ({ chlIndex: c.chlIndex, status: c.online ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE })),
    });
  }

  async function disconnected(sn: string) {
    const device = await devices.findBySn(sn);
    if (!device) return;
    await devices.markOffline(device.id, now());
    if (device.status !== DEVICE_STATUS.OFFLINE) notifier?.event(device, "offline");
    await pushes.status(device, { status: DEVICE_STATUS.OFFLINE, chlCount: device.chlCount, onlineChlCount: 0 });
  }

  async function status(sn: string, states: ChannelStates) {
    const device = await devices.findBySn(sn);
    if (!device) return;
    const online = await devices.setChannelStates(device.id, states, now());
    await pushes.status(device, {
      status: device.status,
      chlCount: device.chlCount,
      onlineChlCount: online,
      channels: states.map((c) => ({ chlIndex: c.chlIndex, status: c.online ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE })),
    });
  }

  async function storage(sn: string, value: ReportedStorage) {
    const device = await devices.findBySn(sn);
    if (!device) return;
    await devices.update(device.id, { storage: value, lastSeen: now() });
    const disk = storageEvent(device.storage, value);
    if (disk) notifier?.event(device, disk);
  }

  async function config(sn: string, section: string, value: unknown) {
    const field = section === "timeZone" ? "timeZone" : section === "language" ? "language" : null;
    const text = field ? stringField(value, field) : null;
    if (!field || text === null) return;
    const device = await devices.findBySn(sn);
    if (device) await devices.update(device.id, { [field]: text, lastSeen: now() });
  }

  // Listeners answer their promise: the gateway welcomes a device only once it is written here.
  const offs = [
    gateway.on("connected", (report) => queue.run(report.sn, () => connected(report))),
    gateway.on("disconnected", (sn) => queue.run(sn, () => disconnected(sn))),
    gateway.on("status", (sn, states) => queue.run(sn, () => status(sn, states))),
    gateway.on("storage", (sn, value) => queue.run(sn, () => storage(sn, value))),
    gateway.on("config", (sn, section, value) => queue.run(sn, () => config(sn, section, value))),
  ];
  return {
    stop: () => offs.forEach((off) => off()),
    idle: () => queue.idle(),
  };
}
