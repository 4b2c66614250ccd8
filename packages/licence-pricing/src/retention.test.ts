import { describe, expect, it } from "vitest";
import { eventsStoredUntil, isEventLoggingActive, isSnapshotRetained, RETENTION, snapshotRetentionCutoff } from "./retention.js";

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe("retention (§9)", () => {
  it("§9: event snapshots are kept 15 days on free and 6 months licensed; events 15 days after expiry", () => {
    expect(RETENTION).toEqual({ FREE_SNAPSHOT_DAYS: 15, LICENSED_SNAPSHOT_MONTHS: 6, EVENTS_AFTER_EXPIRY_DAYS: 15 });
  });

  it("§9: free cameras keep snapshots for 15 days", () => {
    const now = at("2024-06-30T12:00:00Z");
    expect(snapshotRetentionCutoff(now, "free")).toBe(now - 15 * DAY);
    expect(isSnapshotRetained(now - 15 * DAY, now, "free")).toBe(true);
    expect(isSnapshotRetained(now - 15 * DAY - 1, now, "free")).toBe(false);
  });

  it("§9: licensed cameras keep snapshots for 6 calendar months", () => {
    const now = at("2024-08-31T00:00:00Z");
    expect(snapshotRetentionCutoff(now, "licensed")).toBe(at("2024-02-29T00:00:00Z"));
    expect(isSnapshotRetained(at("2024-03-01T00:00:00Z"), now, "licensed")).toBe(true);
    expect(isSnapshotRetained(at("2024-02-28T23:59:59Z"), now, "licensed")).toBe(false);
    expect(isSnapshotRetained(at("2024-03-01T00:00:00Z"), now, "free")).toBe(false);
  });

  it("§4/§9: after expiry, events are stored 15 more days, then logging stops", () => {
    const expiredAt = at("2024-06-01T00:00:00Z");
    expect(eventsStoredUntil(expiredAt)).toBe(at("2024-06-16T00:00:00Z"));
    expect(isEventLoggingActive("licensed", expiredAt, at("2024-06-16T00:00:00Z"))).toBe(true);
    expect(isEventLoggingActive("licensed", expiredAt, at("2024-06-16T00:00:01Z"))).toBe(false);
    expect(isEventLoggingActive("licensed", null, at("2030-01-01T00:00:00Z"))).toBe(true);
  });

  it("§9: free cameras are free forever, so their events are always logged", () => {
    expect(isEventLoggingActive("free", at("2020-01-01T00:00:00Z"), at("2030-01-01T00:00:00Z"))).toBe(true);
  });
});
