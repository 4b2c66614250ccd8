import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { CHANNEL_DRAG_TYPE } from "@/shared/video";
import { PlaybackView } from "./playback-view";

/** A stand-in for live's tree: one button per channel, double-click opens it (the live page composes the real one). */
const tree = (open: (c: { sn: string; chlIndex: number }) => void) => (
  <>
    {["A", "B", "C", "D"].map((sn) => (
      <button key={sn} type="button" onDoubleClick={() => open({ sn, chlIndex: 1 })}>{`Camera ${sn}`}</button>
    ))}
  </>
);
const channelOf = (n: number) => screen.getByTestId(`playback-window-${n}`).getAttribute("data-channel");

describe("the playback grid filled from the channel tree (issue 31)", { timeout: 45_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("1/4/9/16 windows; a double-click fills the selected window when empty, else the first empty one; a drop fills the window it lands on", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/camera/list": () => ({ list: [] }) });
    await renderWithProviders(<PlaybackView renderTree={tree} />);
    const windows = screen.getByRole("group", { name: "Windows" });
    expect(["1", "4", "9", "16"].map((n) => screen.getByTestId(`playback-split-${n}`).textContent)).toEqual(["1", "4", "9", "16"]);
    await userEvent.click(screen.getByTestId("playback-split-4"));
    expect(windows).toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: /^Window \d+$/ })).toHaveLength(4);

    await userEvent.dblClick(screen.getByRole("button", { name: "Camera A" }));
    await userEvent.dblClick(screen.getByRole("button", { name: "Camera B" }));
    expect([channelOf(1), channelOf(2), channelOf(3)]).toEqual(["A/1", "B/1", null]);
    expect(screen.getByTestId("playback-window-2")).toHaveAttribute("data-selected", "true");
    // Selecting empty window 4 sends the next channel there; then window 3 is the first empty one.
    fireEvent.click(screen.getByTestId("playback-window-4"));
    await userEvent.dblClick(screen.getByRole("button", { name: "Camera C" }));
    await userEvent.dblClick(screen.getByRole("button", { name: "Camera D" }));
    expect([1, 2, 3, 4].map(channelOf)).toEqual(["A/1", "B/1", "D/1", "C/1"]);

    const data = { getData: (type: string) => (type === CHANNEL_DRAG_TYPE ? JSON.stringify({ sn: "Z", chlIndex: 2, channelName: "Z", siteName: "HQ" }) : "") };
    fireEvent.drop(screen.getByTestId("playback-window-2"), { dataTransfer: data });
    expect(channelOf(2)).toBe("Z/2");
  });

  it("keys: a digit selects and focuses a window, ? lists playback's shortcuts", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/camera/list": () => ({ list: [] }) });
    await renderWithProviders(<PlaybackView renderTree={tree} />);
    await userEvent.click(screen.getByTestId("playback-split-9"));
    await userEvent.keyboard("7");
    expect(screen.getByTestId("playback-window-7")).toHaveAttribute("data-selected", "true");
    expect(screen.getByTestId("playback-window-7")).toHaveFocus();
    await userEvent.keyboard("?");
    const help = await screen.findByTestId("shortcut-help");
    expect([...help.querySelectorAll("[data-action]")].map((row) => row.getAttribute("data-action"))).toEqual(["select", "pause", "stepForward", "stepBack", "faster", "slower", "markIn", "markOut", "help"]);
  });
});
