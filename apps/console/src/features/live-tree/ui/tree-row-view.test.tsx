import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import type { TreeRow } from "../model/tree-rows";
import { TreeRowView } from "./tree-row-view";

const channel = (licensed: boolean): TreeRow => ({ kind: "channel", id: "SN1/1", level: 3, name: "Dock", pos: 1, size: 1, sn: "SN1", chlIndex: 1, status: 1, siteName: "HQ", deviceName: "Cam", licensed });
const render = (row: TreeRow, onOpen = vi.fn()) =>
  renderWithProviders(<div role="tree" aria-label="Channels"><TreeRowView row={row} active={false} domId="row-0" statusLabel="Online" unlicensedLabel="Unlicensed: no camera license covers this channel" onToggle={vi.fn()} onOpen={onOpen} onActivate={vi.fn()} /></div>);

// Issue 27, spec §4: the tree shows which channels no licence covers.
describe("a channel of the live tree", () => {
  it("§4: an unlicensed channel keeps its name, says it is unlicensed, and still opens (its window shows the warning)", async () => {
    const onOpen = vi.fn();
    await render(channel(false), onOpen);
    const item = screen.getByRole("treeitem", { name: "Dock" });
    expect(item).toHaveAccessibleDescription("Unlicensed: no camera license covers this channel");
    expect(item).toHaveAttribute("data-licensed", "false");
    expect(screen.getByTestId("tree-channel-unlicensed")).toBeVisible();
    item.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    expect(onOpen).toHaveBeenCalledWith({ sn: "SN1", chlIndex: 1, channelName: "Dock", siteName: "HQ" });
  });

  it("§4: a licensed channel carries no licence note", async () => {
    await render(channel(true));
    expect(screen.getByRole("treeitem", { name: "Dock" })).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByTestId("tree-channel-unlicensed")).toBeNull();
  });
});
