import { IDLE_LOGOUT_MS } from "./session-timing";

/** What counts as user activity (spec §4 idle logout). */
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

export interface IdleTimerOptions {
  onIdle: () => void;
  timeoutMs?: number;
  /** True while live video plays: idle logout is suspended. */
  isSuspended?: () => boolean;
  /** Calls back when suspension changes; when it ends, the idle time counts from then. */
  subscribeSuspended?: (listener: (suspended: boolean) => void) => () => void;
  window?: Pick<Window, "addEventListener" | "removeEventListener">;
  document?: Pick<Document, "addEventListener" | "removeEventListener">;
  now?: () => number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
}

/**
 * Spec §4/§9: calls `onIdle` once after 30 min without pointer, key, wheel, touch or visibility
 * activity, unless live video is playing. Activity only records a time; the single timer compares
 * when it fires, so frequent events cost nothing.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const timeoutMs = options.timeoutMs ?? IDLE_LOGOUT_MS;
  const now = options.now ?? Date.now;
  const win = options.window ?? globalThis.window;
  const doc = options.document ?? globalThis.document;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let unsubscribe: (() => void) | undefined;

  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, delay));
  };

  function fire(): void {
    if (!running) return;
    if (options.isSuspended?.()) {
      last = now();
      arm(timeoutMs);
      return;
    }
    const idle = now() - last;
    if (idle < timeoutMs) {
      arm(timeoutMs - idle);
      return;
    }
    stop();
    options.onIdle();
  }

  const activity = () => {
    last = now();
  };

  function stop(): void {
    running = false;
    clearTimeout(timer);
    unsubscribe?.();
    for (const type of ACTIVITY_EVENTS) win?.removeEventListener(type, activity, { capture: true });
    doc?.removeEventListener("visibilitychange", activity);
  }

  return {
    start() {
      if (running) return;
      running = true;
      last = now();
      for (const type of ACTIVITY_EVENTS) win?.addEventListener(type, activity, { passive: true, capture: true });
      doc?.addEventListener("visibilitychange", activity);
      unsubscribe = options.subscribeSuspended?.((suspended) => {
        if (!suspended) activity();
      });
      arm(timeoutMs);
    },
    stop,
  };
}
