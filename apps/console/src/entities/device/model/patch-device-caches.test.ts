import { QueryClient } from "@tanstack/react-query";
import type { PushMessage } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { channelKeys } from "@/entities/channel";
import { publishPush } from "@/shared/push";
import { channelFixture, deviceDetailFixture, deviceFixture, deviceTaskFixture } from "@/shared/testing";
import { deviceKeys } from "../api/device-keys";
import { parseDevicePush, type DeviceStatusPush } from "./device-push";
import { applyDeviceTask } from "./patch-device-caches";
import { connectDevicePush } from "./use-device-status-push";

const a = deviceFixture({ deviceId: 1, sn: "SN-A", status: 1, onlineChlCount: 4, chlCount: 4 });
const b = deviceFixture({ deviceId: 2, sn: "SN-B", status: 1 });
const pageQuery = { pageNum: 1, pageSize: 10 } as const;
const offlineQuery = { pageNum: 1, pageSize: 10, status: 2 } as const;

const statusPush = (content: DeviceStatusPush): PushMessage => ({ infoType: "DEVICE_STATUS", infoContent: JSON.stringify(content), extension: '{"code":200}' });
const taskPush = (task: ReturnType<typeof deviceTaskFixture>): PushMessage => ({ infoType: "DEVICE_TASK", infoContent: JSON.stringify(task), extension: '{"code":200}' });

describe("device push → query caches (decision 0003, spec §4)", () => {
  let queryClient: QueryClient;
  let disconnect: () => void;
  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(deviceKeys.page(pageQuery), { total: 2, list: [a, b] });
    queryClient.setQueryData(deviceKeys.page(offlineQuery), { total: 1, list: [b] });
    queryClient.setQueryData(deviceKeys.detail("SN-A"), deviceDetailFixture({ ...a }));
    queryClient.setQueryData(channelKeys.list("SN-A"), [channelFixture({ sn: "SN-A", chlIndex: 1 }), channelFixture({ sn: "SN-A", chlIndex: 2 })]);
    queryClient.setQueryData([...channelKeys.all, "page", { siteId: "x" }], { total: 1, list: [channelFixture({ sn: "SN-A", chlIndex: 2 })] });
    disconnect = connectDevicePush(queryClient);
  });
  afterEach(() => disconnect());

  it("§4: DEVICE_STATUS patches the row, the detail and the channel lists in place", () => {
    const before = queryClient.getQueryData<{ list: unknown[] }>(deviceKeys.page(pageQuery))!;
    publishPush(statusPush({ sn: "SN-A", deviceId: 1, status: 2, onlineChlCount: 0, chlCount: 4, channels: [{ chlIndex: 2, status: 0 }] }));

    const page = queryClient.getQueryData<{ list: Array<{ sn: string; status: number; onlineChlCount: number }> }>(deviceKeys.page(pageQuery))!;
    expect(page.list[0]).toMatchObject({ sn: "SN-A", status: 2, onlineChlCount: 0 });
    // The other device's row keeps its identity, so its memoised table row does not render again.
    expect(page.list[1]).toBe(before.list[1]);
    expect(queryClient.getQueryData(deviceKeys.detail("SN-A"))).toMatchObject({ status: 2, onlineChlCount: 0 });
    const channels = queryClient.getQueryData<Array<{ chlIndex: number; status: number; deviceStatus: number }>>(channelKeys.list("SN-A"))!;
    expect(channels.map((c) => [c.chlIndex, c.status, c.deviceStatus])).toEqual([
      [1, 1, 2],
      [2, 0, 2],
    ]);
    expect(queryClient.getQueryData([...channelKeys.all, "page", { siteId: "x" }])).toMatchObject({ list: [{ chlIndex: 2, status: 0 }] });
  });

  it("§4: a page without the device and an unchanged status leave the caches untouched", () => {
    const offline = queryClient.getQueryState(deviceKeys.page(offlineQuery))!;
    const page = queryClient.getQueryData(deviceKeys.page(pageQuery));
    publishPush(statusPush({ sn: "SN-A", deviceId: 1, status: 1, onlineChlCount: 4, chlCount: 4 }));
    expect(queryClient.getQueryData(deviceKeys.page(pageQuery))).toBe(page);
    expect(queryClient.getQueryState(deviceKeys.page(offlineQuery))!.dataUpdatedAt).toBe(offline.dataUpdatedAt);
  });

  it("§4: a device no cached page shows marks the pages stale without refetching", () => {
    publishPush(statusPush({ sn: "SN-NEW", deviceId: 9, status: 1, onlineChlCount: 1, chlCount: 1 }));
    expect(queryClient.getQueryState(deviceKeys.page(pageQuery))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(deviceKeys.page(pageQuery))!.fetchStatus).toBe("idle");
  });

  it("ignores other push types and malformed device content", () => {
    const page = queryClient.getQueryData(deviceKeys.page(pageQuery));
    publishPush({ infoType: "ALARM", infoContent: "{}", extension: "{}" });
    publishPush({ infoType: "DEVICE_STATUS", infoContent: "not json", extension: "{}" });
    publishPush({ infoType: "DEVICE_STATUS", infoContent: JSON.stringify({ sn: "SN-A", status: 7 }), extension: "{}" });
    expect(queryClient.getQueryData(deviceKeys.page(pageQuery))).toBe(page);
    expect(parseDevicePush({ infoType: "DEVICE_TASK", infoContent: "{}", extension: "{}" })).toBeNull();
  });

  it("§4: DEVICE_TASK updates the operation check; progress of one task never goes back", () => {
    const key = deviceKeys.cmdCheck("SN-A", "upgrade");
    queryClient.setQueryData(key, { online: true, supported: true, latestVersion: "5.0", upgradable: true, task: null });
    publishPush(taskPush(deviceTaskFixture({ sn: "SN-A", progress: 40 })));
    expect(queryClient.getQueryData(key)).toMatchObject({ task: { taskId: "task-1", state: "running", progress: 40 } });
    applyDeviceTask(queryClient, deviceTaskFixture({ sn: "SN-A", progress: 30 }));
    expect(queryClient.getQueryData(key)).toMatchObject({ task: { progress: 40 } });
    publishPush(taskPush(deviceTaskFixture({ sn: "SN-A", progress: 100, state: "success", endTime: 5 })));
    expect(queryClient.getQueryData(key)).toMatchObject({ task: { state: "success", progress: 100 } });
  });

  it("§4: an older task does not replace a newer one", () => {
    const key = deviceKeys.cmdCheck("SN-A", "reboot");
    const newer = deviceTaskFixture({ sn: "SN-A", cmd: "reboot", taskId: "t-2", startTime: 2000 });
    queryClient.setQueryData(key, { online: true, supported: true, latestVersion: "", upgradable: false, task: newer });
    applyDeviceTask(queryClient, deviceTaskFixture({ sn: "SN-A", cmd: "reboot", taskId: "t-1", startTime: 1000, state: "timeout" }));
    expect(queryClient.getQueryData(key)).toMatchObject({ task: { taskId: "t-2" } });
  });

  it("§4: a finished upgrade refetches the device (new firmware)", () => {
    applyDeviceTask(queryClient, deviceTaskFixture({ sn: "SN-A", state: "success", progress: 100 }));
    expect(queryClient.getQueryState(deviceKeys.detail("SN-A"))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(deviceKeys.page(pageQuery))!.isInvalidated).toBe(true);
  });
});
