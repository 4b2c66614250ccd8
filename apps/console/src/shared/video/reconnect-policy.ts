import { Code } from "@vms/api-client";

/**
 * Why a live window tries again by itself (issue 28 "Live windows never reconnect"): a rebooted
 * camera, a network blip or a relay restart pass; a refusal (no permission, no licence, a device
 * that is gone or refuses) does not, so trying again would only hammer the server.
 */
const PASSING_CODES: ReadonlySet<number> = new Set([
  Code.DEVICE_OFFLINE,
  Code.DEVICE_TIMEOUT,
  Code.DEVICE_BUSY,
  Code.CHANNEL_UNAVAILABLE,
  // A bridged camera that is away or restarting comes back by itself; a wrong codec or password does not.
  Code.CAMERA_UNREACHABLE,
  Code.LIVE_TICKET_INVALID,
  Code.INTERNAL,
  Code.BAD_GATEWAY,
  Code.NETWORK_ERROR,
  Code.NETWORK_TIMEOUT,
]);

/** True when the failure may pass by itself, so the window reconnects rather than stops. */
export function reconnectsAfter(code: number | null): boolean {
  return code === null || PASSING_CODES.has(code);
}

/** First wait before a reconnect. */
export const FIRST_RECONNECT_MS = 1_000;
/** Longest wait between reconnects: an unattended wall comes back within this of its camera. */
export const MAX_RECONNECT_MS = 30_000;
/** ± this share of each wait, so the windows of a wall do not all ask in the same instant. */
const JITTER = 0.2;

/**
 * The wait before reconnect number `attempt` (0 = the first after a failure): doubling from 1 s up
 * to 30 s, with jitter. `random` is Math.random's range [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** Counts the attempts of one window: `next()` gives the wait and counts one; media arriving resets it. */
export class ReconnectBackoff {
  private attempt = 0;

  constructor(private readonly random: () => number = Math.random) {}

  /** The wait before the next attempt. */
  next(): number {
    return reconnectDelay(this.attempt++, this.random);
  }

  /** Attempts made since the window last played. */
  get attempts(): number {
    return this.attempt;
  }

  reset(): void {
    this.attempt = 0;
  }
}
