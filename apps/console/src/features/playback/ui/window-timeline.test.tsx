import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Channel, VmsEvent } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPlaybackRuntime } from "@/shared/video";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { sessionStore } from "@/shared/session";
import { PlaybackWindow, type DownloadContext } from "./playback-window";

// The runtime is tested in shared/video; here the window's timeline: its events, and clips cut at a playhead that moves.
const player = vi.hoisted(() => ({ seek: vi.fn(), resume: vi.fn(), pause: vi.fn(), setSpeed: vi.fn(), step: vi.fn(), snapshot: vi.fn() }));
const clock = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return { ms: 0, listeners, set(ms: number) { this.ms = ms; for (const l of listeners) l(); } };
});
// WebCodecs is Chromium's (the e2e decodes real key frames); here a decoded picture is a stand-in bitmap.
vi.mock("../lib/key-frame-decoder", async (actual) => ({ ...(await actual<object>()), canDecodeKeyFrames: () => true, decodeKeyFrame: async () => ({ width: 320, height: 180 }) }));
vi.mock("./use-playback-player", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (l: () => void) => (clock.listeners.add(l), () => void clock.listeners.delete(l));
  return { usePlaybackPlayer: () => ({ video: { current: null }, controls: player, active: true, state: { status: "paused", code: null, speed: 1 }, wallMs: useSyncExternalStore(subscribe, () => clock.ms) }) };
});

const camera: Channel = {
  sn: "SN-TL", chlIndex: 1, number: 1, name: "Gate", configured: true, status: 1, enabled: true, supportFun: [], mainStream: null, subStream: null,
  deviceName: "Yard IPC", devType: 1, deviceStatus: 1, siteId: "s1", siteName: "HQ",
};
const day = Math.floor(new Date(2026, 10, 24).getTime() / 1000);
const range = { startTime: day, endTime: day + 86_399, source: "local" as const };
const at = (h: number, m = 0, s = 0) => day + h * 3600 + m * 60 + s;
const event: VmsEvent = {
  eventId: "e1", occurredAt: at(9, 30) * 1000, group: "smart", eventType: "PERIMETER", targetType: "person", attributes: {}, plate: null,
  sn: camera.sn, chlIndex: 1, channelName: "Gate", siteId: "s1", siteName: "HQ", snapshotUrl: "/snap/e1.jpg", cropUrl: null,
};

async function renderWindow(renderDownload: (c: DownloadContext) => React.ReactNode = () => null, locale: "en-US" | "zh-CN" = "en-US") {
  const api = mockApi({
    "/device/rec-log/list": () => ({ segments: [{ startTime: at(8), endTime: at(11), type: "SCHEDULE" }] }),
    "/event/search/list": () => ({ total: 1, list: [event], totalCapped: false }),
    "/device/playback-thumbnail/get": (data: { time: number }) => ({ wallMs: data.time * 1000 - 400, codec: "avc1.42C01F", data: "AAAAAWc=" }),
  });
  await renderWithProviders(<PlaybackWindow winIndex={1} range={range} channel={{ sn: camera.sn, chlIndex: 1 }} cameras={[camera]} onChannel={() => {}} playback={createPlaybackRuntime()} renderDownload={renderDownload} />, { locale });
  return { api, win: screen.getByTestId("playback-window-1") };
}

describe("the timeline shows what happened and cuts clips (issue 31; spec §2 Playback, §5 Downloads)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.signIn(loginResultFixture());
    clock.set(at(10) * 1000);
  });
  afterEach(() => {
    sessionStore.clear();
    vi.clearAllMocks();
  });

  it("§2: the channel's events of the range are listed beside the timeline and marked on it; a click seeks there", async () => {
    const { api, win } = await renderWindow();
    const list = await within(win).findByRole("region", { name: "Events of window 1" });
    const item = await within(list).findByRole("button", { name: /Person · Perimeter/ }, { timeout: 10_000 });
    expect(callsTo(api, "/event/search/list")[0]).toMatchObject({ startTime: day * 1000, endTime: (day + 86_399) * 1000, cameras: [{ sn: camera.sn, chlIndex: 1 }] });
    expect(within(win).getByTestId("timeline-marker")).toHaveAttribute("data-event-type", "PERIMETER");
    await userEvent.click(item);
    expect(player.seek).toHaveBeenCalledWith(event.occurredAt);
  });

  it("§5: I and O at the playhead cut a clip the download gets; over 60 minutes is refused with the reason", async () => {
    const renderDownload = vi.fn((c: DownloadContext) => <button type="button">{c.clip ? "Download clip" : "Download"}</button>);
    const { win } = await renderWindow(renderDownload);
    within(win).getByRole("slider", { name: "Timeline of window 1" }).focus();
    await userEvent.keyboard("i");
    expect(within(win).getByTestId("clip-status-1")).toHaveTextContent(/^Marked at 2026-11-24 10:00:00/);
    act(() => clock.set(at(10, 0, 30) * 1000));
    await userEvent.keyboard("o");
    expect(within(win).getByTestId("clip-status-1")).toHaveTextContent("Clip 2026-11-24 10:00:00 – 2026-11-24 10:00:30 (0:30)");
    expect(within(win).getByTestId("timeline-selection-1")).toHaveAttribute("data-end", String(at(10, 0, 30)));
    expect(renderDownload).toHaveBeenLastCalledWith(expect.objectContaining({ clip: { startTime: at(10), endTime: at(10, 0, 30) } }));
    expect(within(win).getByRole("button", { name: "Download clip" })).toBeInTheDocument();

    act(() => clock.set(at(11, 0, 1) * 1000));
    await userEvent.click(within(win).getByRole("button", { name: "Mark out at the playhead of window 1" }));
    expect(within(win).getByTestId("clip-too-long-1")).toHaveTextContent("A clip is at most 60 minutes: shorten the selection to download or archive it.");
    expect(within(win).queryByRole("button", { name: /^Download/ })).toBeNull();
    await userEvent.click(within(win).getByRole("button", { name: "Clear the clip of window 1" }));
    expect(within(win).getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("issue 31: hovering over recorded footage shows the picture of the step under the pointer, asked once per step; none off the footage", async () => {
    const { api, win } = await renderWindow();
    const slider = within(win).getByRole("slider", { name: "Timeline of window 1" });
    vi.spyOn(slider, "getBoundingClientRect").mockReturnValue({ left: 0, top: 0, width: 1000, height: 28, right: 1000, bottom: 28, x: 0, y: 0, toJSON: () => ({}) });
    // 24 h over 1000 px: x = 448 is 10:45:07, in the 08:00–11:00 recording, far from the 09:30 event; 15-minute steps.
    await userEvent.pointer({ target: slider, coords: { clientX: 448, clientY: 10 } });
    const thumb = await within(win).findByTestId("timeline-scrub-thumbnail-1");
    expect(await within(thumb).findByRole("img", { name: "Picture at 10:44:59" })).toBeInTheDocument();
    await userEvent.pointer({ target: slider, coords: { clientX: 449, clientY: 10 } });
    expect(callsTo(api, "/device/playback-thumbnail/get")).toEqual([{ sn: camera.sn, chlIndex: 1, time: at(10, 45), source: "local" }]);
    // Over the 09:30 event the footage's picture shows too (the event's own snapshot shows on its marker).
    await userEvent.pointer({ target: slider, coords: { clientX: 397, clientY: 10 } }); // 09:31:40
    expect(await within(win).findByRole("img", { name: "Picture at 09:29:59" })).toBeInTheDocument();
    expect(within(win).queryByTestId("timeline-thumbnail")).toBeNull();
    await userEvent.pointer({ target: slider, coords: { clientX: 600, clientY: 10 } }); // 14:24, not recorded
    expect(within(win).queryByTestId("timeline-scrub-thumbnail-1")).toBeNull();
  });

  it("zh-CN: the clip bar speaks Chinese", async () => {
    const { win } = await renderWindow(undefined, "zh-CN");
    expect(within(win).getByTestId("clip-status-1")).toHaveTextContent("在时间轴上按住 Shift 拖动，或标记入点和出点，即可截取片段。");
    expect(within(win).getByRole("button", { name: "在窗口 1 的播放位置标记入点" })).toHaveTextContent("入点");
  });
});
