import type { CommandName, ParamsOf, PluginResponse } from "@vms/plugin-protocol";

/** A rectangle in CSS pixels relative to the browser's client area. */
export interface PluginRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Placing the plugin's video area over the page, and cutting holes for dialogs above it. */
export interface PluginWindow {
  /**
   * Spec §4: sets the window size, retried every 300 ms until the page can be measured and the
   * plugin accepts it, then shows the window. Resolves true when shown, false when cancelled.
   */
  showWindow(measure: () => PluginRect | null): Promise<boolean>;
  /** Hides the window (the page that showed it went away); a showWindow still retrying gives up. */
  hideWindow(): Promise<void>;
  /** Spec §4: a dialog opens over the video area; its area becomes transparent. */
  openOverlay(areas: PluginRect[]): Promise<void>;
  /** Spec §4/§9: the dialog closed; the areas are restored after 100 ms (unless another opens first). */
  closeOverlay(): void;
}

interface WindowDeps {
  command: <C extends CommandName>(cmd: C, params: ParamsOf<C>) => Promise<PluginResponse>;
  sizeRetryMs: number;
  overlayRestoreMs: number;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const whole = (r: PluginRect): PluginRect => ({ x: Math.max(0, Math.round(r.x)), y: Math.max(0, Math.round(r.y)), width: Math.round(r.width), height: Math.round(r.height) });

export function createPluginWindow({ command, sizeRetryMs, overlayRestoreMs }: WindowDeps): PluginWindow & { cancel(): void } {
  // Each cancel starts a new generation: loops and timers of an older one stop.
  let generation = 0;
  let restoreTimer: ReturnType<typeof setTimeout> | null = null;
  const clearRestore = () => {
    if (restoreTimer) clearTimeout(restoreTimer);
    restoreTimer = null;
  };

  async function trySize(measure: () => PluginRect | null): Promise<boolean> {
    const rect = measure();
    if (!rect || rect.width <= 0 || rect.height <= 0) return false;
    try {
      return (await command("SetPluginSize", whole(rect))).ok;
    } catch {
      return false;
    }
  }

  return {
    async showWindow(measure) {
      const mine = generation;
      while (mine === generation) {
        if (await trySize(measure)) {
          if (mine !== generation) return false;
          await command("DisplayPlugin", { visible: true });
          return true;
        }
        await later(sizeRetryMs);
      }
      return false;
    },
    async hideWindow() {
      generation++;
      clearRestore();
      await command("DisplayPlugin", { visible: false });
    },
    async openOverlay(areas) {
      clearRestore();
      await command("SetTransparentArea", { areas: areas.map(whole) });
    },
    closeOverlay() {
      clearRestore();
      const mine = generation;
      restoreTimer = setTimeout(() => {
        restoreTimer = null;
        if (mine === generation) void command("RestoreTransparentArea", {}).catch(() => undefined);
      }, overlayRestoreMs);
    },
    cancel() {
      generation++;
      clearRestore();
    },
  };
}
