/** The browser APIs the player uses; unit tests pass fakes (jsdom has no MediaSource). */
export interface PlayerEnv {
  createSocket(url: string): WebSocket;
  createMediaSource(): MediaSource;
  isTypeSupported(mime: string): boolean;
  createObjectURL(source: MediaSource): string;
  revokeObjectURL(url: string): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The real browser. */
export function browserEnv(): PlayerEnv {
  return {
    createSocket: (url) => new WebSocket(url),
    createMediaSource: () => new MediaSource(),
    isTypeSupported: (mime) => typeof MediaSource !== "undefined" && MediaSource.isTypeSupported(mime),
    createObjectURL: (source) => URL.createObjectURL(source),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now: () => Date.now(),
  };
}
