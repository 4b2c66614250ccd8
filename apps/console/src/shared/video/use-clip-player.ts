import { useEffect, useRef, useState } from "react";
import { PlaybackPlayer, type PlaybackState, type PlaybackTarget } from "./playback-player";

/** A recorded clip of one channel (epoch ms), e.g. the window around an event (spec §2 event / alarm detail). */
export interface ClipWindow {
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
}

/** The playback target of a clip: the ticket takes whole seconds, widened to cover the window. */
export function clipTarget(clip: ClipWindow): PlaybackTarget {
  return { sn: clip.sn, chlIndex: clip.chlIndex, startTime: Math.floor(clip.startTime / 1000), endTime: Math.ceil(clip.endTime / 1000), source: "local" };
}

/** One stand-alone playback player for a clip: started at the clip's start, its wall time polled for the clock. */
export function useClipPlayer(clip: ClipWindow | null) {
  const video = useRef<HTMLVideoElement>(null);
  const [player, setPlayer] = useState<PlaybackPlayer | null>(null);
  const [state, setState] = useState<PlaybackState>({ status: "idle", code: null, speed: 1 });
  const [wallMs, setWallMs] = useState<number | null>(null);
  const key = clip ? `${clip.sn}/${clip.chlIndex}/${clip.startTime}/${clip.endTime}` : "";

  useEffect(() => {
    if (!video.current || !clip) return;
    const p = new PlaybackPlayer(video.current, setState);
    setPlayer(p);
    void p.start(clipTarget(clip), clip.startTime);
    const timer = window.setInterval(() => setWallMs(p.wallTime), 200);
    return () => {
      window.clearInterval(timer);
      p.stop();
      setPlayer(null);
      setWallMs(null);
    };
    // The clip is identified by its key.
  }, [key]);

  return { video, player, state, wallMs };
}
