import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Channel } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaybackState, SavedFile } from "@/shared/video";
import { createPlaybackRuntime } from "@/shared/video";
import { loginResultFixture, renderWithProviders } from "@/shared/testing";
import { sessionStore } from "@/shared/session";
import { PlaybackWindow } from "./playback-window";

// The runtime and its commands are tested in shared/video; here the window's face: its message per code, its clock and controls.
const player = { snapshot: vi.fn<(fileName: string) => Promise<SavedFile | null>>(), resume: vi.fn(), pause: vi.fn(), setSpeed: vi.fn(), step: vi.fn(), seek: vi.fn() };
const hook = { state: { status: "idle", code: null, speed: 1 } as PlaybackState, wallMs: null as number | null };
vi.mock("./use-playback-player", () => ({
  usePlaybackPlayer: () => ({ video: { current: null }, controls: player, active: true, state: hook.state, wallMs: hook.wallMs }),
}));

const camera: Channel = {
  sn: "SN-PB", chlIndex: 1, number: 1, name: "Gate", configured: true, status: 1, enabled: true, supportFun: [], mainStream: null, subStream: null,
  deviceName: "Yard NVR", devType: 2, deviceStatus: 1, siteId: "s1", siteName: "HQ",
};

async function renderWindow(state: PlaybackState, locale: "en-US" | "zh-CN" = "en-US", wallMs: number | null = null) {
  hook.state = state;
  hook.wallMs = wallMs;
  await renderWithProviders(
    <PlaybackWindow winIndex={1} range={null} channel={{ sn: camera.sn, chlIndex: 1 }} cameras={[camera]} onChannel={() => {}} playback={createPlaybackRuntime()} />,
    { locale },
  );
  return screen.getByTestId("playback-window-1");
}

describe("a playback window's messages and controls (spec §2 playback, §8 codes)", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => {
    sessionStore.clear();
    vi.clearAllMocks();
  });

  it.each([
    [7062, "The device is offline.", "设备离线。"],
    [7064, "The device is busy. Please try again later.", "设备忙，请稍后再试。"],
    [7150, "There is no recording in this time range.", "该时间范围内没有录像。"],
    [7067, "Cloud storage is not enabled for this channel.", "该通道未开通云存储。"],
  ])("§8 %i: a failed window says why over the picture, in English and Chinese", async (code, english, chinese) => {
    const failed: PlaybackState = { status: "failed", code, speed: 1 };
    const win = await renderWindow(failed);
    expect(win).toHaveAttribute("data-code", String(code));
    expect(within(win).getByRole("status")).toHaveTextContent(english);
    document.body.innerHTML = "";
    const zh = await renderWindow(failed, "zh-CN");
    expect(within(zh).getByRole("status")).toHaveTextContent(chinese);
  });

  it("a playing window shows no message, its wall clock, and pauses, steps and snapshots through the player", async () => {
    // SnapPicture answers the saved file: the runtime's object URL under the name the window asked for.
    player.snapshot.mockImplementation((fileName) => Promise.resolve({ fileName, filePath: "blob:snapshot", createTime: "2026-11-24 09:30:15" }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const wall = new Date(2026, 10, 24, 9, 30, 15).getTime();
    const win = await renderWindow({ status: "playing", code: null, speed: 1 }, "en-US", wall);
    expect(within(win).queryByRole("status")).toBeNull();
    expect(within(win).getByTestId("playback-clock-1")).toHaveTextContent("09:30:15");
    await userEvent.click(within(win).getByRole("button", { name: "Pause window 1" }));
    expect(player.pause).toHaveBeenCalledOnce();
    await userEvent.click(within(win).getByRole("button", { name: "Next frame in window 1" }));
    expect(player.step).toHaveBeenCalledWith(1);
    await userEvent.click(within(win).getByRole("button", { name: "Snapshot of window 1" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(player.snapshot).toHaveBeenCalledWith(expect.stringMatching(/^playback-window1-\d+\.png$/));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe("blob:snapshot");
    expect(link.download).toMatch(/^playback-window1-\d+\.png$/);
  });

  it("the end of the recording is said, and play resumes it", async () => {
    const win = await renderWindow({ status: "ended", code: 7066, speed: 1 });
    expect(within(win).getByRole("status")).not.toBeEmptyDOMElement();
    await userEvent.click(within(win).getByRole("button", { name: "Play window 1" }));
    expect(player.resume).toHaveBeenCalledOnce();
  });

  it("§4 (issue 27): a channel no licence covers shows the licence warning, with whom to ask when the user may not buy", async () => {
    const win = await renderWindow({ status: "failed", code: 33014, speed: 1 });
    const notice = within(win).getByTestId("channel-licence-notice");
    expect(notice).toHaveAttribute("role", "alert");
    expect(notice).toHaveTextContent("This channel has no valid licence.");
    expect(notice).toHaveTextContent("Ask your administrator for a camera license.");
  });
});
