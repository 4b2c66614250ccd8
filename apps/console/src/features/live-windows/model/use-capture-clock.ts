import { useEffect, useState, type RefObject } from "react";
import { captureTimeAt, readClockAnchor } from "./capture-clock";

/**
 * The capture time of the frame a window shows, read twice a second while it plays; null otherwise
 * (issue 28: an offline or stopped window shows no running clock).
 */
export function useCaptureClock(videoRef: RefObject<HTMLVideoElement | null>, playing: boolean): number | null {
  const [time, setTime] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    const read = () => {
      const video = videoRef.current;
      setTime(video ? captureTimeAt(readClockAnchor(video), video.currentTime, true) : null);
    };
    const timer = window.setInterval(read, 500);
    const first = window.setTimeout(read, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
      setTime(null);
    };
  }, [videoRef, playing]);
  return playing ? time : null;
}
