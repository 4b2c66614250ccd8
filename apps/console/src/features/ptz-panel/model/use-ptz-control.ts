import { useCallback, useMemo, useState } from "react";
import { notifier } from "@/shared/notifier";
import { moveLens, movePtz, type LensAction, type PtzDirection } from "../api/ptz-control";
import type { PtzTarget } from "../api/ptz-transport";
import { clampSpeed, PTZ_LIMITS, stepZoom } from "./ptz-limits";
import { PtzFailure, ptzFailureMessage } from "./ptz-result";

/** What the direction pad, the lens buttons and the arrow keys drive. */
export interface PtzControl {
  speed: number;
  setSpeed: (speed: number) => void;
  zoom: number;
  move: (direction: PtzDirection) => void;
  stop: () => void;
  lens: (action: LensAction) => void;
  /** Spec §9: zoom clamps to 1..4, so a step past either end is not sent. */
  canZoom: (direction: 1 | -1) => boolean;
}

/** PTZ control of one channel: speed 1..8 (default 4) and the zoom level the device last reported. */
export function usePtzControl({ sn, chlIndex }: PtzTarget): PtzControl {
  const [speed, setRawSpeed] = useState<number>(PTZ_LIMITS.SPEED.DEFAULT);
  const [zoom, setZoom] = useState<number>(PTZ_LIMITS.ZOOM.MIN);
  const run = useCallback(async (call: () => Promise<number | null>) => {
    try {
      const reported = await call();
      if (reported !== null) setZoom(reported);
    } catch (error) {
      // ApiErrors were toasted by the client; a device's "failed" answer gets the spec §8 fallback.
      if (error instanceof PtzFailure) notifier.notify({ message: ptzFailureMessage(error.kind, error.code) });
    }
  }, []);
  const canZoom = useCallback((direction: 1 | -1) => stepZoom(zoom, direction) !== zoom, [zoom]);
  return useMemo(() => {
    const target = { sn, chlIndex };
    return {
      speed,
      setSpeed: (value: number) => setRawSpeed(clampSpeed(value)),
      zoom,
      move: (direction: PtzDirection) => void run(() => movePtz(target, direction, speed)),
      stop: () => void run(() => movePtz(target, "stop", speed)),
      lens: (action: LensAction) => {
        if (action === "zoomIn" && !canZoom(1)) return;
        if (action === "zoomOut" && !canZoom(-1)) return;
        void run(() => moveLens(target, action));
      },
      canZoom,
    };
  }, [sn, chlIndex, speed, zoom, run, canZoom]);
}
