import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import type { ExportState } from "../lib/use-file-export";
import { ExportButton } from "./export-button";

const show = (state: ExportState, onExport = vi.fn()) => renderWithProviders(<ExportButton state={state} disabled={false} onExport={onExport} testId="event-export" />);

// Issues 13 and 14 "Export … with progress" (/search and the operation logs): the server's writing
// shows an indeterminate bar, the download its share; the button cannot start a second export meanwhile.
describe("export button (spec §2 /search and operation-log export)", () => {
  it("§2: idle it starts an export; preparing shows an indeterminate bar; downloading shows the share; busy it is disabled", async () => {
    const onExport = vi.fn();
    await show({ phase: "idle" }, onExport);
    expect(screen.queryByTestId("event-export-progress")).toBeNull();
    await userEvent.setup().click(screen.getByTestId("event-export"));
    expect(onExport).toHaveBeenCalledOnce();
    cleanup();

    await show({ phase: "preparing" });
    expect(screen.getByRole("progressbar", { name: "Preparing the export" })).not.toHaveAttribute("aria-valuenow");
    expect(screen.getByTestId("event-export")).toBeDisabled();
    cleanup();

    await show({ phase: "downloading", progress: 0.42 });
    expect(screen.getByRole("progressbar", { name: "Downloading the export" })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByTestId("event-export")).toBeDisabled();
  });
});
