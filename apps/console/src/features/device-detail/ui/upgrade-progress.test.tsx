import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deviceTaskFixture, renderWithProviders } from "@/shared/testing";
import { UpgradeProgress } from "./upgrade-progress";

describe("upgrade progress (spec §4: upgrade with progress; success, timeout or failure)", { timeout: 20_000 }, () => {
  it("§4: a running upgrade shows a determinate bar with its percentage", async () => {
    await renderWithProviders(<UpgradeProgress task={deviceTaskFixture({ progress: 42 })} />);
    expect(screen.getByRole("progressbar", { name: "Upgrade progress" })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByTestId("upgrade-percent")).toHaveTextContent("42%");
    expect(screen.getByText("Upgrading… keep the device powered.")).toBeInTheDocument();
  });

  it("§4: at 100 % it says the device installs and restarts; values are clamped", async () => {
    await renderWithProviders(<UpgradeProgress task={deviceTaskFixture({ progress: 140 })} />);
    expect(screen.getByTestId("upgrade-percent")).toHaveTextContent("100%");
    expect(screen.getByText(/the device restarts/)).toBeInTheDocument();
  });

  it.each([
    ["success", null, "Upgrade succeeded."],
    ["timeout", 7069, "The upgrade timed out. The device did not answer in time."],
    ["failure", 21001, "The upgrade failed. The device firmware is too old for this operation."],
  ] as const)("§4: end state %s shows its message", async (state, code, text) => {
    await renderWithProviders(<UpgradeProgress task={deviceTaskFixture({ state, code, progress: 100, endTime: null })} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    const alert = screen.getByTestId("task-upgrade");
    expect(alert).toHaveAttribute("data-state", state);
    expect(alert).toHaveTextContent(text);
  });

  it("shows nothing without a task", async () => {
    const { container } = await renderWithProviders(<UpgradeProgress task={null} />);
    expect(container.querySelector("[data-testid^=upgrade]")).toBeNull();
  });
});
