import { renderHook } from "@testing-library/react";
import type { DeviceTask } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { deviceTaskFixture } from "@/shared/testing";
import { subscribeDeviceTasks, useDeviceTaskListener } from "./device-tasks";

const push = (task: DeviceTask) => publishPush({ infoType: "DEVICE_TASK", infoContent: JSON.stringify(task), extension: '{"code":200}' });

describe("DEVICE_TASK listeners (spec §4 operation progress)", () => {
  it("subscribeDeviceTasks hands over every task push until unsubscribed", () => {
    const listener = vi.fn();
    const off = subscribeDeviceTasks(listener);
    push(deviceTaskFixture({ progress: 10 }));
    publishPush({ infoType: "DEVICE_STATUS", infoContent: "{}", extension: "{}" });
    off();
    push(deviceTaskFixture({ progress: 20 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ progress: 10 }));
  });

  it("useDeviceTaskListener filters by device and command", () => {
    const listener = vi.fn();
    const { unmount } = renderHook(() => useDeviceTaskListener("SN-A", "upgrade", listener));
    push(deviceTaskFixture({ sn: "SN-A", cmd: "upgrade", progress: 50 }));
    push(deviceTaskFixture({ sn: "SN-A", cmd: "reboot" }));
    push(deviceTaskFixture({ sn: "SN-B", cmd: "upgrade" }));
    unmount();
    push(deviceTaskFixture({ sn: "SN-A", cmd: "upgrade", progress: 60 }));
    expect(listener.mock.calls.map(([t]) => (t as DeviceTask).progress)).toEqual([50]);
  });
});
