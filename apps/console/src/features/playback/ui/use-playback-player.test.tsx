import { act, render } from "@testing-library/react";
import { parseMessage, type PluginRequest } from "@vms/plugin-protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPlaybackRuntime, type PlaybackRuntimeHandle, type PlaybackTarget } from "@/shared/video";
import { usePlaybackPlayer, type PlaybackControls } from "./use-playback-player";

const day = new Date(2026, 10, 24).getTime() / 1000;
const target: PlaybackTarget = { sn: "SN-PB", chlIndex: 2, startTime: day, endTime: day + 86_400, source: "local" };

let controls: PlaybackControls | null = null;
function Window({ target: t, playback }: { target: PlaybackTarget | null; playback: PlaybackRuntimeHandle }) {
  const hook = usePlaybackPlayer(1, t, playback);
  controls = hook.controls;
  return <video ref={hook.video} data-status={hook.state.status} />;
}

/** A runtime whose every command XML is recorded; tickets never answer (the window stays connecting). */
function recordedRuntime() {
  const playback = createPlaybackRuntime({ open: () => new Promise<string>(() => {}) });
  const sent: PluginRequest[] = [];
  const handle = playback.runtime.handle.bind(playback.runtime);
  vi.spyOn(playback.runtime, "handle").mockImplementation((xml) => {
    sent.push(parseMessage(xml) as PluginRequest);
    return handle(xml);
  });
  return { playback, sent };
}

describe("a playback window drives its runtime with spec §7 command XML", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("§7 playback for its range, playback with a playTime to seek, SetPlaybackSpeed, stop when cleared", async () => {
    const { playback, sent } = recordedRuntime();
    const view = render(<Window target={target} playback={playback} />);
    await vi.waitFor(() => expect(sent.map((r) => r.cmd)).toEqual(["playback"]));
    expect(sent[0]!.params).toEqual({ winIndex: 1, sn: "SN-PB", chlIndex: 2, startTime: "2026-11-24 00:00:00", endTime: "2026-11-25 00:00:00", streamMode: "main" });
    expect(view.container.querySelector("video")).toHaveAttribute("data-status", "connecting");

    // 09:30:15.600 is sent as the nearest second; a time past the range is held to its end.
    act(() => controls!.seek(new Date(2026, 10, 24, 9, 30, 15, 600).getTime()));
    act(() => controls!.seek((day + 90_000) * 1000));
    act(() => controls!.setSpeed(4));
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[1]).toMatchObject({ cmd: "playback", params: { winIndex: 1, sn: "SN-PB", playTime: "2026-11-24 09:30:16" } });
    expect(sent[2]).toMatchObject({ cmd: "playback", params: { playTime: "2026-11-25 00:00:00" } });
    expect(sent[3]).toMatchObject({ cmd: "SetPlaybackSpeed", params: { winIndex: 1, speed: 4 } });

    view.rerender(<Window target={null} playback={playback} />);
    await vi.waitFor(() => expect(sent.at(-1)).toMatchObject({ cmd: "stop", params: { winIndex: 1 } }));
    expect(playback.runtime.getState().windows[0]).toMatchObject({ status: "idle", target: null });
  });

  it("§7 synchronised, a window's pause and play are pauseAllWin and resumeAllWin; cloud recordings are cloudPlayback", async () => {
    const { playback, sent } = recordedRuntime();
    render(<Window target={{ ...target, source: "cloud" }} playback={playback} />);
    await vi.waitFor(() => expect(sent.map((r) => r.cmd)).toEqual(["cloudPlayback"]));
    await act(() => playback.command("syncAllWin", {}));
    act(() => controls!.pause());
    act(() => controls!.resume());
    await vi.waitFor(() => expect(sent.map((r) => r.cmd)).toEqual(["cloudPlayback", "syncAllWin", "pauseAllWin", "resumeAllWin"]));
    playback.runtime.reset();
  });
});
