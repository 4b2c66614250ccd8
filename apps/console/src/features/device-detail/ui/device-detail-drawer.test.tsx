import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeviceTask } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { callsTo, deviceDetailFixture, deviceTaskFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import type { DeviceDetailTab } from "../model/detail-search";
import { DeviceDetailDrawer } from "./device-detail-drawer";

const SN = "N00000000042";
const device = deviceDetailFixture({ sn: SN, siteId: "hq", version: "4.2.1", status: 1 });
const pushTask = (task: DeviceTask) => act(() => publishPush({ infoType: "DEVICE_TASK", infoContent: JSON.stringify(task), extension: '{"code":200}' }));
const pushStatus = (status: 0 | 1 | 2) =>
  act(() => publishPush({ infoType: "DEVICE_STATUS", infoContent: JSON.stringify({ sn: SN, deviceId: 42, status, onlineChlCount: 0, chlCount: 4 }), extension: "{}" }));

async function open(tab: DeviceDetailTab, role: "SITE_ADMIN" | "SITE_VIEWER" | "LIVE_ONLY_VIEWER", extra: Parameters<typeof mockApi>[0] = {}) {
  const onTabChange = vi.fn();
  const api = mockApi({ "/site/list/choose": () => ({ list: [siteChoiceFixture("hq", null, role)] }), "/device/detail": () => device, ...extra });
  await renderWithProviders(<DeviceDetailDrawer sn={SN} tab={tab} onTabChange={onTabChange} onClose={() => {}} />);
  await screen.findByTestId("detail-title");
  return { api, onTabChange };
}

describe("device detail drawer (spec §2 device detail, §4 operations)", { timeout: 20_000 }, () => {
  it("§2: shows the device with its tabs and switches tab through the URL", async () => {
    const { onTabChange } = await open("overview", "SITE_ADMIN");
    expect(await screen.findByTestId("device-overview")).toHaveTextContent("{0000002A}");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Overview", "Channels", "Notify", "Network", "Upgrade", "Reboot", "Logs", "Language and time"]);
    await userEvent.click(screen.getByRole("tab", { name: "Upgrade" }));
    expect(onTabChange).toHaveBeenCalledWith("upgrade");
  });

  it("§9: the drawer is a dialog named by the device it shows", async () => {
    await open("overview", "SITE_ADMIN");
    const title = screen.getByTestId("detail-title").textContent ?? "";
    expect(title).not.toBe("");
    expect(screen.getByRole("dialog")).toHaveAccessibleName(title);
  });

  it("§6: a live-only viewer sees no network, logs, language and time tabs", async () => {
    await open("network", "LIVE_ONLY_VIEWER");
    await vi.waitFor(() => expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Overview", "Channels", "Notify", "Upgrade", "Reboot"]));
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("§4: upgrade asks first; Cancel starts nothing", async () => {
    const { api } = await open("upgrade", "SITE_ADMIN", {
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "5.0.0", upgradable: true, task: null }),
      "/dev-cmd/execute": () => ({ task: deviceTaskFixture({ sn: SN, progress: 0 }) }),
    });
    await userEvent.click(await screen.findByTestId("upgrade-start"));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade the firmware to 5.0.0?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: /Upgrade the firmware/ })).toBeNull());
    expect(callsTo(api, "/dev-cmd/execute")).toEqual([]);
  });

  it("§4: upgrade follows the DEVICE_TASK pushes to success", async () => {
    // The server's answer follows the task, as /dev-cmd/check does.
    let task: DeviceTask | null = null;
    const { api } = await open("upgrade", "SITE_ADMIN", {
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "5.0.0", upgradable: task?.state !== "success", task }),
      "/dev-cmd/execute": () => ({ task: deviceTaskFixture({ sn: SN, progress: 0 }) }),
    });
    expect(await screen.findByTestId("upgrade-latest")).toHaveTextContent("5.0.0");
    expect(screen.getByTestId("upgrade-current")).toHaveTextContent("4.2.1");
    await userEvent.click(screen.getByTestId("upgrade-start"));
    await userEvent.click(await screen.findByTestId("upgrade-confirm"));
    expect(await screen.findByTestId("upgrade-percent")).toHaveTextContent("0%");
    expect(callsTo(api, "/dev-cmd/execute")).toEqual([{ sn: SN, cmd: "upgrade" }]);
    pushTask(deviceTaskFixture({ sn: SN, progress: 60 }));
    await vi.waitFor(() => expect(screen.getByTestId("upgrade-percent")).toHaveTextContent("60%"));
    expect(screen.getByTestId("upgrade-start")).toBeDisabled();
    task = deviceTaskFixture({ sn: SN, progress: 100, state: "success", endTime: Date.now() });
    pushTask(task);
    await vi.waitFor(() => expect(screen.getByTestId("task-upgrade")).toHaveAttribute("data-state", "success"));
  });

  it("§4: reboot asks first, shows 'Rebooting…' and the device's status from pushes until it is back", async () => {
    await open("reboot", "SITE_ADMIN", {
      "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "", upgradable: false, task: null }),
      "/dev-cmd/execute": () => ({ task: deviceTaskFixture({ sn: SN, cmd: "reboot" }) }),
    });
    await userEvent.click(await screen.findByTestId("reboot-start"));
    await userEvent.click(await screen.findByTestId("reboot-confirm"));
    expect(await screen.findByTestId("task-reboot")).toHaveTextContent("Rebooting…");
    pushStatus(2);
    await vi.waitFor(() => expect(screen.getByTestId("detail-status").querySelector("[data-status]")).toHaveAttribute("data-status", "offline"));
    pushStatus(1);
    pushTask(deviceTaskFixture({ sn: SN, cmd: "reboot", state: "success", endTime: Date.now() }));
    await vi.waitFor(() => expect(screen.getByTestId("task-reboot")).toHaveAttribute("data-state", "success"));
    expect(screen.getByTestId("detail-status").querySelector("[data-status]")).toHaveAttribute("data-status", "online");
  });

  it("§6: a site viewer reads the upgrade state but gets no button", async () => {
    await open("upgrade", "SITE_VIEWER", { "/dev-cmd/check": () => ({ online: true, supported: true, latestVersion: "5.0.0", upgradable: true, task: null }) });
    expect(await screen.findByTestId("upgrade-latest")).toHaveTextContent("5.0.0");
    expect(screen.queryByTestId("upgrade-start")).toBeNull();
  });
});
