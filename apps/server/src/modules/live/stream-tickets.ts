import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { streamTickets } from "../../db/schema/index.js";
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

export interface IssuedTicket {
  ticket: string;
  expiresAt: number;
}

/** Issues and consumes `/ws-live` tickets; every instance on one database shares them. */
export interface TicketStore {
  issue(binding: TicketBinding): Promise<IssuedTicket>;
  /** Several tickets in one write (`/device/access-token/batch`: a wall's windows). */
  issueMany(bindings: readonly TicketBinding[]): Promise<IssuedTicket[]>;
  /** The ticket's binding, once: a second use, an unknown or an expired ticket answers null. */
  consume(ticket: string): Promise<TicketBinding | null>;
  /** Forgets tickets expired at `now`; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}

export const hashTicket = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** 32 random bytes, URL-safe: what the socket URL carries. */
export const newTicket = () => randomBytes(32).toString("base64url");

/**
 * Single-use, short-lived tickets for `/ws-live` (the browser's WebSocket cannot send the signed
 * envelope, so `/device/access-token/get` trades a signed call for a ticket in the socket URL).
 * Only their sha256 is kept, so a dump or log line holds nothing usable. In the shared
 * `stream_tickets` table (issue 32): one instance may issue a ticket that another accepts, and a
 * ticket is consumed by one `DELETE … RETURNING`, so two sockets racing on it cannot both open.
 */
export function createTicketStore(db: AppDatabase, now: () => number, ttlMs = TICKET_TTL_MS): TicketStore {
  async function issueMany(bindings: readonly TicketBinding[]): Promise<IssuedTicket[]> {
    if (bindings.length === 0) return [];
    const expiresAt = now() + ttlMs;
    const issued = bindings.map(() => newTicket());
    await db.insert(streamTickets).values(bindings.map((binding, i) => ({ hash: hashTicket(issued[i]!), binding, expiresAt: new Date(expiresAt) })));
    return issued.map((ticket) => ({ ticket, expiresAt }));
  }

  return {
    issueMany,
    async issue(binding) {
      const [issued] = await issueMany([binding]);
      return issued!;
    },
    async consume(ticket) {
      const [row] = await db
        .delete(streamTickets)
        .where(and(eq(streamTickets.hash, hashTicket(ticket)), gt(streamTickets.expiresAt, new Date(now()))))
        .returning({ binding: streamTickets.binding });
      return row ? (row.binding as TicketBinding) : null;
    },
    async deleteExpired(at) {
      const rows = await db.delete(streamTickets).where(lte(streamTickets.expiresAt, at)).returning({ hash: streamTickets.hash });
      return rows.length;
    },
  };
}
