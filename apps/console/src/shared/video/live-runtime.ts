import type { VideoRuntimeState } from "./runtime-state";
import type { WindowElements } from "./web-runtime";

/**
 * What plays the live windows, as the page sees it: the command XML transport (`handle`) and the
 * state that the window UI renders. The web runtime and the native plugin both are one.
 */
export interface LiveVideoRuntime {
  getState(): VideoRuntimeState;
  subscribe(listener: () => void): () => void;
  /** One command's XML in, its response's XML out (the native plugin's own signature). */
  handle(xml: string): Promise<string>;
  /** The page's elements of a window (the web runtime plays in them; the plugin draws its own). */
  attach(winIndex: number, elements: WindowElements): () => void;
  setVisible(winIndex: number, visible: boolean): void;
  toggleRecord(winIndex: number): void;
  retry(winIndex: number): void;
  /** Logout: every window stops and every binding is forgotten (spec §4). */
  reset(): void;
}

/** A rectangle in CSS pixels of the browser's client area. */
export interface SurfaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A video area drawn by something other than the page (the native plugin's window, spec §4): placed
 * over the windows grid, hidden when the page goes, with holes cut where dialogs cover it.
 */
export interface VideoSurface {
  /** Sizes and shows the area, retried until the page can be measured (spec §4: every 300 ms). */
  place(measure: () => SurfaceRect | null): Promise<boolean>;
  hide(): void;
  cover(areas: SurfaceRect[]): void;
  uncover(): void;
}
