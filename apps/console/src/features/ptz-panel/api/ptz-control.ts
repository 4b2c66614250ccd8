import { clampSpeed } from "../model/ptz-limits";
import { callPtz, type PtzTarget } from "./ptz-transport";

/** The eight directions of the head (PtzControl_I actions). */
export const PTZ_DIRECTIONS = ["upLeft", "up", "upRight", "left", "right", "downLeft", "down", "downRight"] as const;
export type PtzDirection = (typeof PTZ_DIRECTIONS)[number];
/** Lens actions (AZControl_I): zoom, focus and iris. */
export type LensAction = "zoomIn" | "zoomOut" | "focusNear" | "focusFar" | "irisOpen" | "irisClose";

/** The zoom level the device reports after a move, when it does. */
function zoomOf(data: unknown): number | null {
  const zoom = (data as { position?: { zoom?: unknown } } | null)?.position?.zoom;
  return typeof zoom === "number" ? zoom : null;
}

/** One pan/tilt step at `speed` (clamped 1..8), or a stop. Answers the zoom level the device reports. */
export async function movePtz(target: PtzTarget, action: PtzDirection | "stop", speed: number): Promise<number | null> {
  return zoomOf(await callPtz(target, "PtzControl_I", { action, speed: clampSpeed(speed) }, "control"));
}

/** One lens step. Answers the zoom level the device reports. */
export async function moveLens(target: PtzTarget, action: LensAction): Promise<number | null> {
  return zoomOf(await callPtz(target, "AZControl_I", { action }, "control"));
}
