import { hashTicket, newTicket, TICKET_TTL_MS, type IssuedTicket, type TicketBinding, type TicketStore } from "./stream-tickets.js";

/**
 * The ticket store's rules (single use, 30 s) in memory, for unit tests of the services that issue
 * tickets; the real store is the shared table (stream-tickets.integration.test.ts).
 */
export function createMemoryTicketStore(now: () => number, ttlMs = TICKET_TTL_MS): TicketStore & { readonly size: number } {
  const tickets = new Map<string, { binding: TicketBinding; expiresAt: number }>();
  const issueMany = async (bindings: readonly TicketBinding[]): Promise<IssuedTicket[]> =>
    bindings.map((binding) => {
      const ticket = newTicket();
      const expiresAt = now() + ttlMs;
      tickets.set(hashTicket(ticket), { binding, expiresAt });
      return { ticket, expiresAt };
    });
  return {
    issueMany,
    issue: async (binding) => (await issueMany([binding]))[0]!,
    async consume(ticket) {
      const key = hashTicket(ticket);
      const entry = tickets.get(key);
      tickets.delete(key);
      return entry && entry.expiresAt > now() ? entry.binding : null;
    },
    async deleteExpired(at) {
      let count = 0;
      for (const [key, entry] of tickets) if (entry.expiresAt <= at.getTime() && tickets.delete(key)) count++;
      return count;
    },
    get size() {
      return tickets.size;
    },
  };
}
