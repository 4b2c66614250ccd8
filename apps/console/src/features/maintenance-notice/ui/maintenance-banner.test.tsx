import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "@/shared/testing";
import { maintenanceKeys } from "../api/get-maintenance-notice";
import { MaintenanceBanner } from "./maintenance-banner";

const notice = (id: string) => ({
  id,
  startTime: Date.UTC(2026, 11, 1, 2),
  endTime: Date.UTC(2026, 11, 1, 4),
  messages: { "en-US": "Database upgrade", "zh-CN": "数据库升级" },
});

describe("maintenance banner (spec §7 /sysmsg/maintenance/latest)", { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it("§7: shows the window and the message in the user's language", async () => {
    mockApi({ "/sysmsg/maintenance/latest": () => ({ notice: notice("n1") }) });
    await renderWithProviders(<MaintenanceBanner />, { locale: "zh-CN" });
    const banner = await screen.findByTestId("maintenance-banner");
    expect(banner).toHaveTextContent("数据库升级");
    expect(banner).not.toHaveTextContent("Database upgrade");
    expect(banner).toHaveTextContent(/2026-12-01 \d{2}:00:00/);
  });

  it("§7: a dismissed notice stays away after a reload; a new notice shows again", async () => {
    let current = notice("n1");
    mockApi({ "/sysmsg/maintenance/latest": () => ({ notice: current }) });
    const first = await renderWithProviders(<MaintenanceBanner />);
    expect(await screen.findByTestId("maintenance-banner")).toHaveTextContent("Database upgrade");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss the maintenance notice" }));
    expect(screen.queryByTestId("maintenance-banner")).toBeNull();
    first.unmount();

    const again = await renderWithProviders(<MaintenanceBanner />);
    // The query has answered (the same notice) and the banner still stays hidden.
    await vi.waitFor(() => expect(again.queryClient.getQueryData(maintenanceKeys.latest)).toBeDefined());
    expect(screen.queryByTestId("maintenance-banner")).toBeNull();
    again.unmount();

    current = notice("n2");
    await renderWithProviders(<MaintenanceBanner />);
    expect(await screen.findByTestId("maintenance-banner")).toBeInTheDocument();
  });

  it("§7: nothing is shown without a notice", async () => {
    const api = mockApi({ "/sysmsg/maintenance/latest": () => ({ notice: null }) });
    await renderWithProviders(<MaintenanceBanner />);
    await expect.poll(() => api.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByTestId("maintenance-banner")).toBeNull();
  });
});
