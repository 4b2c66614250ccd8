import type { HelloFrame } from "@vms/api-client";

/** A wait for a device's next hello that `accept`s; resolves false at the deadline or when cancelled. */
export interface ReconnectWait {
  promise: Promise<boolean>;
  cancel(): void;
}

/**
 * Waits for devices to come back (reboot, upgrade). Registered before the command is sent, so a
 * device that reconnects quickly is not missed; fed by the gateway's `connected` events.
 */
export function createReconnectWaits() {
  const waits = new Map<string, Set<{ accept: (report: HelloFrame) => boolean; done: (ok: boolean) => void }>>();
  return {
    wait(sn: string, timeoutMs: number, accept: (report: HelloFrame) => boolean): ReconnectWait {
      let finish: (ok: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((resolve) => {
        const entry = {
          accept,
          done: (ok: boolean) => {
            clearTimeout(timer);
            waits.get(sn)?.delete(entry);
            if (waits.get(sn)?.size === 0) waits.delete(sn);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => entry.done(false), timeoutMs);
        const set = waits.get(sn) ?? new Set();
        set.add(entry);
        waits.set(sn, set);
        finish = entry.done;
      });
      return { promise, cancel: () => finish(false) };
    },
    /** A device said hello. */
    connected(report: HelloFrame): void {
      for (const entry of [...(waits.get(report.sn) ?? [])]) if (entry.accept(report)) entry.done(true);
    },
    /** Ends every wait (shutdown). */
    cancelAll(): void {
      for (const set of [...waits.values()]) for (const entry of [...set]) entry.done(false);
    },
  };
}
