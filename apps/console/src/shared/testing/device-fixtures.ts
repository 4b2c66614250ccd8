import type { Channel, Device, DeviceDetail, DeviceTask } from "@vms/api-client";

/** A bound device as /device/page answers it (spec §3 Device), for tests. */
export function deviceFixture(overrides: Partial<Device> = {}): Device {
  const deviceId = overrides.deviceId ?? 42;
  return {
    deviceId,
    sn: `N${String(deviceId).padStart(11, "0")}`,
    name: `Device ${deviceId}`,
    devType: 2,
    model: "NVR-16P",
    version: "4.2.1.20260101",
    status: 1,
    siteId: "site-1",
    siteName: "Head office",
    chlCount: 4,
    onlineChlCount: 3,
    timeZone: "GMT+08",
    language: "en-US",
    storage: { kind: "disks", status: "normal", capacityMB: 4_000_000, freeMB: 1_000_000 },
    bindTime: Date.UTC(2026, 0, 1),
    lastSeen: Date.UTC(2026, 0, 2),
    ...overrides,
  };
}

/** A device with its detail fields (/device/detail), for tests. */
export function deviceDetailFixture(overrides: Partial<DeviceDetail> = {}): DeviceDetail {
  return { ...deviceFixture(overrides), outputs: [], storageDetail: null, mac: "00:11:22:33:44:55", ip: "10.0.0.7", ...overrides };
}

/** A channel of a device (/channel/list/detail), for tests. */
export function channelFixture(overrides: Partial<Channel> = {}): Channel {
  const chlIndex = overrides.chlIndex ?? 1;
  return {
    sn: "N00000000042",
    chlIndex,
    number: chlIndex,
    name: `Camera ${chlIndex}`,
    configured: true,
    status: 1,
    enabled: true,
    supportFun: [],
    mainStream: null,
    subStream: null,
    deviceName: "Device 42",
    devType: 2,
    deviceStatus: 1,
    siteId: "site-1",
    siteName: "Head office",
    ...overrides,
  };
}

/** A reboot, upgrade or log-upload task (spec §4), for tests. */
export function deviceTaskFixture(overrides: Partial<DeviceTask> = {}): DeviceTask {
  return {
    taskId: "task-1",
    sn: "N00000000042",
    cmd: "upgrade",
    state: "running",
    progress: 0,
    code: null,
    startTime: Date.UTC(2026, 0, 3),
    endTime: null,
    ...overrides,
  };
}
