import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeviceTask } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { callsTo, deviceTaskFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { LogsTab } from "./logs-tab";
import { NotifyTab } from "./notify-tab";

const SN = "N00000000042";
const log = (n: number) => ({ logId: `log-${n}`, fileName: `${SN}-${n}.log`, size: 2048, createTime: Date.UTC(2026, 0, n) });
const pushTask = (task: DeviceTask) => act(() => publishPush({ infoType: "DEVICE_TASK", infoContent: JSON.stringify(task), extension: "{}" }));

describe("logs tab (spec §2 logs, §4 log upload)", { timeout: 20_000 }, () => {
  it("§4: 'Request log' starts a log upload; the list fetches again when it arrives", async () => {
    let logs = [log(1)];
    const api = mockApi({
      "/device-logs/list": () => ({ total: logs.length, list: logs }),
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "", upgradable: false, task: null }),
      "/dev-cmd/execute": () => ({ task: deviceTaskFixture({ sn: SN, cmd: "logUpload" }) }),
    });
    await renderWithProviders(<LogsTab sn={SN} canManage />);
    expect(await screen.findAllByTestId("log-row")).toHaveLength(1);
    await userEvent.click(screen.getByTestId("log-request"));
    expect(await screen.findByTestId("task-logUpload")).toHaveTextContent("Requesting the log…");
    expect(callsTo(api, "/dev-cmd/execute")).toEqual([{ sn: SN, cmd: "logUpload" }]);
    logs = [log(2), log(1)];
    pushTask(deviceTaskFixture({ sn: SN, cmd: "logUpload", state: "success", progress: 100 }));
    await vi.waitFor(() => expect(screen.getAllByTestId("log-row")).toHaveLength(2));
    expect(screen.getByTestId("task-logUpload")).toHaveAttribute("data-state", "success");
  });

  it("§2: a log's size reads as people count it (2,233 bytes: 2.2 KB)", async () => {
    mockApi({
      "/device-logs/list": () => ({ total: 1, list: [{ ...log(1), size: 2233 }] }),
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "", upgradable: false, task: null }),
    });
    await renderWithProviders(<LogsTab sn={SN} canManage={false} />);
    expect(await screen.findByTestId("log-row")).toHaveTextContent("2.2 KB");
  });

  it("§2: a log can be viewed as text", async () => {
    const api = mockApi({
      "/device-logs/list": () => ({ total: 1, list: [log(1)] }),
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "", upgradable: false, task: null }),
      "/device-logs/download": () => ({ fileName: "a.log", content: "boot ok\nnet up" }),
    });
    await renderWithProviders(<LogsTab sn={SN} canManage={false} />);
    expect(screen.queryByTestId("log-request")).toBeNull();
    await userEvent.click(await screen.findByTestId("log-view"));
    expect(await screen.findByTestId("log-content")).toHaveTextContent("boot ok net up");
    expect(callsTo(api, "/device-logs/download")).toEqual([{ logId: "log-1" }]);
  });
});

describe("notify tab (spec §2 notify, §7 /monitor/dev-notify/*, /user/choose)", { timeout: 20_000 }, () => {
  const users = { list: [{ userId: "u-1", userName: "Pat", email: "pat@example.test" }, { userId: "u-2", userName: "Sam", email: "sam@example.test" }] };

  it("§7: settings never saved are added with events and recipients", async () => {
    const api = mockApi({
      "/monitor/dev-notify/detail": () => ({ sn: SN, enabled: false, events: [], recipients: [] }),
      "/monitor/dev-notify/add": (data) => data as never,
      "/user/choose": () => users,
    });
    await renderWithProviders(<NotifyTab sn={SN} canManage />);
    await userEvent.click(await screen.findByRole("switch", { name: "Send notifications for this device" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Device goes offline" }));
    await userEvent.click(screen.getByTestId("notify-recipients"));
    await userEvent.click(await screen.findByRole("option", { name: /Sam/ }));
    await userEvent.click(screen.getByTestId("notify-save"));
    await vi.waitFor(() => expect(callsTo(api, "/monitor/dev-notify/add")).toEqual([{ sn: SN, enabled: true, events: ["offline"], recipients: ["u-2"] }]));
  });

  it("§7: saved settings are edited", async () => {
    const api = mockApi({
      "/monitor/dev-notify/detail": () => ({ sn: SN, enabled: true, events: ["offline"], recipients: ["u-1"] }),
      "/monitor/dev-notify/edit": (data) => data as never,
      "/user/choose": () => users,
    });
    await renderWithProviders(<NotifyTab sn={SN} canManage />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Disk or SD card full" }));
    await userEvent.click(screen.getByTestId("notify-save"));
    await vi.waitFor(() => expect(callsTo(api, "/monitor/dev-notify/edit")).toEqual([{ sn: SN, enabled: true, events: ["offline", "diskFull"], recipients: ["u-1"] }]));
  });

  it("§2: switched on without events or recipients, saving is refused with a message on each", async () => {
    const api = mockApi({
      "/monitor/dev-notify/detail": () => ({ sn: SN, enabled: false, events: [], recipients: [] }),
      "/monitor/dev-notify/add": (data) => data as never,
      "/user/choose": () => users,
    });
    await renderWithProviders(<NotifyTab sn={SN} canManage />);
    await userEvent.click(await screen.findByRole("switch", { name: "Send notifications for this device" }));
    await userEvent.click(screen.getByTestId("notify-save"));
    expect(await screen.findByText("Choose at least one event to notify about.")).toBeInTheDocument();
    expect(screen.getByTestId("notify-recipients")).toHaveAccessibleDescription("Choose at least one recipient.");
    await userEvent.click(screen.getByRole("checkbox", { name: "Device goes offline" }));
    expect(screen.queryByText("Choose at least one event to notify about.")).toBeNull();
    await userEvent.click(screen.getByTestId("notify-save"));
    expect(await screen.findByText("Choose at least one recipient.")).toBeInTheDocument();
    expect(callsTo(api, "/monitor/dev-notify/add")).toEqual([]);
  });
});
