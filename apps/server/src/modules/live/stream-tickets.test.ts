import { describe, expect, it } from "vitest";
import { createTicketStore, TICKET_TTL_MS } from "./stream-tickets.js";

const binding = { orgId: "o1", userId: "u1", sn: "SN1", chlIndex: 2, stream: "sub" as const };

describe("live stream tickets", () => {
  it("a ticket opens once: its binding, then nothing", () => {
    const store = createTicketStore(() => 1_000);
    const { ticket, expiresAt } = store.issue(binding);
    expect(expiresAt).toBe(1_000 + TICKET_TTL_MS);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.consume(ticket)).toEqual(binding);
    expect(store.consume(ticket)).toBeNull();
    expect(store.consume("not-a-ticket")).toBeNull();
  });

  it("expires after 30 s, and expired tickets are swept as new ones are issued", () => {
    let now = 0;
    const store = createTicketStore(() => now);
    const old = store.issue(binding).ticket;
    const fresh = store.issue(binding).ticket;
    now = TICKET_TTL_MS;
    expect(store.consume(old)).toBeNull();
    now = TICKET_TTL_MS * 3;
    store.issue(binding);
    expect(store.size).toBe(1);
    expect(store.consume(fresh)).toBeNull();
  });

  it("tickets are random: a thousand are distinct", () => {
    const store = createTicketStore(() => 0);
    const seen = new Set(Array.from({ length: 1000 }, () => store.issue(binding).ticket));
    expect(seen.size).toBe(1000);
  });
});
