import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { toProtocolTime, type PlaybackRuntimeHandle, type PlaybackState, type PlaybackTarget, type SavedFile } from "@/shared/video";

/** What a window's controls do; each is a spec §7 command unless the protocol has none (see below). */
export interface PlaybackControls {
  resume: () => void;
  pause: () => void;
  setSpeed: (speed: number) => void;
  /** No spec §7 command: a direct call on the runtime. */
  step: (direction: 1 | -1) => void;
  seek: (wallMs: number) => void;
  /** SnapPicture: the saved PNG, or null when there is no frame yet (plugin code 3). */
  snapshot: (fileName: string) => Promise<SavedFile | null>;
}

// A refused command leaves the window as it is; its state (and any failure code) comes from the runtime.
const ignore = () => undefined;
const rangeOf = (winIndex: number, t: PlaybackTarget) => ({
  winIndex, sn: t.sn, chlIndex: t.chlIndex, startTime: toProtocolTime(t.startTime * 1000), endTime: toProtocolTime(t.endTime * 1000),
});

/**
 * A playback window through the runtime's command client: `playback` / `cloudPlayback` when the
 * target changes (again with a playTime to seek), `stop` when it is cleared. Its state comes from the
 * runtime; the clock polls the runtime's millisecond wall time (PlayBackStatus has whole seconds).
 * While `ready` is false (the window's recordings are still loading) a new target waits to play.
 */
export function usePlaybackPlayer(winIndex: number, target: PlaybackTarget | null, playback: PlaybackRuntimeHandle, startAtMs?: number, ready = true) {
  const { runtime, command } = playback;
  const video = useRef<HTMLVideoElement>(null);
  const all = useSyncExternalStore(runtime.subscribe, runtime.getState);
  const win = all.windows[winIndex - 1];
  const [wallMs, setWallMs] = useState<number | null>(null);
  const key = target ? `${target.sn}/${target.chlIndex}/${target.startTime}/${target.endTime}/${target.source}` : "";

  useEffect(() => {
    if (!video.current) return;
    return runtime.attach(winIndex, video.current);
  }, [runtime, winIndex]);

  useEffect(() => {
    if (!target) {
      void command("stop", { winIndex }).catch(ignore);
      return;
    }
    // Issue 31: the first play waits until the window knows where its latest footage is.
    if (!ready) return;
    // Opened at a moment (issue 28: an alarm's "Playback"): the first play seeks there.
    const at = startAtMs !== undefined && startAtMs >= target.startTime * 1000 && startAtMs <= target.endTime * 1000 ? { playTime: toProtocolTime(startAtMs) } : {};
    const range = { ...rangeOf(winIndex, target), ...at };
    void (target.source === "cloud" ? command("cloudPlayback", range) : command("playback", range)).catch(ignore);
    const timer = window.setInterval(() => setWallMs(runtime.wallTime(winIndex)), 100);
    return () => {
      window.clearInterval(timer);
      setWallMs(null);
    };
    // The target is identified by its key.
  }, [key, ready, winIndex, runtime, command]);

  const synced = all.synced;
  const controls = useMemo<PlaybackControls>(() => ({
    // Synchronised, one window's pause is everyone's: pauseAllWin / resumeAllWin.
    resume: () => (synced ? void command("resumeAllWin", {}).catch(ignore) : runtime.resume(winIndex)),
    pause: () => (synced ? void command("pauseAllWin", {}).catch(ignore) : runtime.pause(winIndex)),
    setSpeed: (speed) => void command("SetPlaybackSpeed", { winIndex, speed }).catch(ignore),
    step: (direction) => runtime.step(winIndex, direction),
    seek: (ms) => {
      if (!target) return;
      const playTime = toProtocolTime(Math.min(target.endTime * 1000, Math.max(target.startTime * 1000, ms)));
      const range = { ...rangeOf(winIndex, target), playTime };
      void (target.source === "cloud" ? command("cloudPlayback", range) : command("playback", range)).catch(ignore);
    },
    snapshot: (fileName) => command("SnapPicture", { winIndex, fileName }).catch(() => null),
    // The target is identified by its key.
  }), [key, synced, winIndex, runtime, command]);

  const state: PlaybackState = win ? { status: win.status, code: win.code, speed: win.speed } : { status: "idle", code: null, speed: 1 };
  return { video, state, wallMs, active: win?.target != null, controls };
}
