import { randomUUID } from "node:crypto";
import {
  Code, CONTRACT_CODE_NAMES, EVENT_CODES, EVENT_COUNT_CAP, EVENT_EXPORT_MAX, EVENT_GROUPS, EVENT_RANGE_MAX_MS, EVENT_TYPES_BY_GROUP, exportDetail, TARGET_ATTRIBUTES,
  TARGET_TYPES, type EventDict, type EventGroup, type EventType, type ParsedRequestOf, type TargetType, type VmsEvent,
} from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { SignedLinks } from "../../lib/object-store/signed-links.js";
import { AppError } from "../../core/app-error.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import { type SiteAccess } from "../sites/site-access.js";
import { isUuid } from "../../core/ids.js";
import { eventsWorkbook } from "./event-export.js";
import { eventQueryOf, readableSiteIds } from "./event-query.js";
import { sightingView } from "./event-sighting.js";
import type { EventRepository, EventRow } from "./event-repository.js";
import type { Caller } from "../../core/caller.js";

/** Image links last long enough to look through a page of results. */
export const IMAGE_LINK_TTL_MS = 15 * 60_000;
const EXPORT_LINK_TTL_MS = 10 * 60_000;

/** /event-dict/get: the same for everyone. */
export const EVENT_DICT: EventDict = {
  groups: EVENT_GROUPS.map((group) => ({ group, types: [...EVENT_TYPES_BY_GROUP[group]] })),
  targetTypes: TARGET_TYPES.map((targetType) => ({
    targetType,
    attributes: TARGET_ATTRIBUTES[targetType].map((a) => (a.kind === "enum" ? { ...a, values: [...a.values] } : { ...a })),
  })),
  colours: CONTRACT_CODE_NAMES.colours.map((c) => ({ ...c })),
  brands: CONTRACT_CODE_NAMES.brands.map((b) => ({ ...b })),
  rangeMaxDays: EVENT_RANGE_MAX_MS / 86_400_000,
  exportMax: EVENT_EXPORT_MAX,
};

/** Event search and export (spec §2 "Event search", §7), always within the caller's readable sites. */
export function createEventService(deps: { repo: EventRepository; access: SiteAccess; links: SignedLinks; store: ObjectStore; now: () => number; opLog?: OpLogWriter | undefined }) {
  const { repo, access, links, store } = deps;
  const link = (key: string | null) => (key ? links.link(key, IMAGE_LINK_TTL_MS).url : null);

  const view = (r: EventRow): VmsEvent => ({
    eventId: r.id,
    occurredAt: r.occurredAt.getTime(),
    group: r.eventGroup as EventGroup,
    eventType: r.eventType as EventType,
    targetType: r.targetType as TargetType | null,
    ...sightingView(r, link),
  });

  return {
    /** /event/search/list */
    async search(caller: Caller, data: ParsedRequestOf<"/event/search/list">) {
      const query = eventQueryOf(await access.scope(caller), data);
      if (!query) return { total: 0, totalCapped: false, list: [] };
      const offset = (data.pageNum - 1) * data.pageSize;
      // The bounded count first (index-only on the covering indexes): a page past the matches, above
      // all an empty result in a granted user's sites, then costs no time-ordered walk over the heap.
      const count = await repo.countUpTo(query, EVENT_COUNT_CAP);
      const rows = count > offset ? await repo.page(query, data.pageSize, offset) : [];
      return { total: Math.min(count, EVENT_COUNT_CAP), totalCapped: count > EVENT_COUNT_CAP, list: rows.map(view) };
    },

    /** /event/video/search: another organization's, an unreadable site's or a missing event all answer 33002. */
    async video(caller: Caller, eventId: string) {
      const row = isUuid(eventId) ? await repo.findVisible(eventId, caller.user.orgId, readableSiteIds(await access.scope(caller))) : null;
      if (!row) throw new AppError(Code.NO_CHANNEL_PERMISSION);
      const at = row.occurredAt.getTime();
      return { sn: row.sn, chlIndex: row.chlIndex, startTime: at - 10_000, endTime: at + 20_000, channelName: row.channelName, siteName: row.siteName ?? "" };
    },

    /** /event/export: at most EVENT_EXPORT_MAX events (else 33049) into an xlsx behind a short-lived link. */
    async export(caller: Caller, data: ParsedRequestOf<"/event/export">, locale: Locale) {
      const query = eventQueryOf(await access.scope(caller), data);
      const count = query ? await repo.countUpTo(query, EVENT_EXPORT_MAX) : 0;
      if (count > EVENT_EXPORT_MAX) throw new AppError(EVENT_CODES.EXPORT_TOO_LARGE, { max: EVENT_EXPORT_MAX });
      const rows = query && count > 0 ? await repo.page(query, EVENT_EXPORT_MAX, 0) : [];
      const stamp = new Date(deps.now() + data.utcOffsetMinutes * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
      const fileName = `events-${stamp}.xlsx`;
      const key = `exports/${caller.user.orgId}/${randomUUID()}/${fileName}`;
      await store.put(key, eventsWorkbook(rows, locale, data.utcOffsetMinutes));
      const { url, expiresAt } = links.link(key, EXPORT_LINK_TTL_MS);
      // An export changes no row, yet who took which events out is an operation (as the operation log's own export).
      deps.opLog?.({ orgId: caller.user.orgId, userId: caller.user.userId, module: "event", action: "event.export", detail: exportDetail({ count: rows.length, from: data.startTime, to: data.endTime, file: fileName }), noRowChange: true });
      return { fileName, url, count: rows.length, expiresAt };
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
