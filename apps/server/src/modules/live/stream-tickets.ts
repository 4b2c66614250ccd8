import { createHash, randomBytes } from "node:crypto";
import type { StreamKind } from "./stream-key.js";

/** What a ticket authorizes: one user's one socket for one channel stream. */
export interface TicketBinding {
  orgId: string;
  userId: string;
  sn: string;
  chlIndex: number;
  stream: StreamKind;
  /** Another kind of session on `/ws-live` (e.g. playback): the kind's handler serves the socket. */
  session?: { kind: string; params: unknown };
}

/** Lifetime of a ticket: long enough to open a socket, too short to be worth stealing. */
export const TICKET_TTL_MS = 30_000;

const hash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/**
 * Single-use, short-lived tickets for `/ws-live` (the browser's WebSocket cannot send the signed
 * envelope, so `/device/access-token/get` trades a signed call for a ticket in the socket URL).
 * 32 random bytes; only their sha256 is kept, so a memory dump or log line holds nothing usable.
 * In memory: a ticket opens a socket only on the instance that issued it (docs/architecture.md
 * "Scale-out plan" says how several instances would share them).
 */
export function createTicketStore(now: () => number, ttlMs = TICKET_TTL_MS) {
  const tickets = new Map<string, TicketBinding & { expiresAt: number }>();
  let nextSweep = 0;

  /** Forgets expired tickets, at most once per TTL (so issuing stays O(1) on average). */
  function sweep(at: number): void {
    if (at < nextSweep) return;
    nextSweep = at + ttlMs;
    for (const [key, entry] of tickets) if (entry.expiresAt <= at) tickets.delete(key);
  }

  return {
    issue(binding: TicketBinding): { ticket: string; expiresAt: number } {
      const at = now();
      sweep(at);
      const ticket = randomBytes(32).toString("base64url");
      const expiresAt = at + ttlMs;
      tickets.set(hash(ticket), { ...binding, expiresAt });
      return { ticket, expiresAt };
    },

    /** The ticket's binding, once: a second use, an unknown or an expired ticket answers null. */
    consume(ticket: string): TicketBinding | null {
      const key = hash(ticket);
      const entry = tickets.get(key);
      if (!entry) return null;
      tickets.delete(key);
      if (entry.expiresAt <= now()) return null;
      const { expiresAt: _expired, ...binding } = entry;
      return binding;
    },

    get size(): number {
      return tickets.size;
    },
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
