import {
  ALARM_KIND_CODES, ALARM_KINDS, Code, type Alarm, type AlarmDetail, type AlarmEventType, type AlarmKind, type ParsedRequestOf, type TargetType,
} from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import { readableSiteIds } from "../events/event-query.js";
import { requireIn, type SiteAccess } from "../sites/site-access.js";
import { isUuid } from "../../core/ids.js";
import { sightingView } from "../events/event-sighting.js";
import { subtreeIds } from "../sites/site-tree.js";
import { SITE_ROLE } from "@vms/permissions";
import type { AlarmEvaluator } from "./alarm-evaluator.js";
import type { AlarmRepository, AlarmRow, AlarmScope } from "./alarm-repository.js";
import { hasCode, type Caller } from "../../core/caller.js";

/** The recording window an alarm's video plays (as /event/video/search). */
const VIDEO_BEFORE_MS = 10_000;
const VIDEO_AFTER_MS = 20_000;

/**
 * The alarm calls (spec §7 "Events and alerts"): a caller sees only their own receipts, of their
 * organization, of sites they may read events of, and of the tabs whose code they hold (spec §6).
 */
export function createAlarmService(deps: { repo: AlarmRepository; access: SiteAccess; evaluator: Pick<AlarmEvaluator, "pushCounts">; imageUrl: (key: string | null) => string | null; now: () => number }) {
  const { repo, access } = deps;

  async function scopeOf(caller: Caller): Promise<AlarmScope> {
    const scope = await access.scope(caller);
    return {
      orgId: caller.user.orgId,
      userId: caller.user.userId,
      siteIds: readableSiteIds(scope),
      kinds: ALARM_KINDS.filter((kind) => hasCode(caller, ALARM_KIND_CODES[kind])),
    };
  }

  const view = (r: AlarmRow): Alarm => ({
    alarmId: r.id,
    kind: r.kind as AlarmKind,
    occurredAt: r.occurredAt.getTime(),
    eventType: r.eventType as AlarmEventType,
    targetType: r.targetType as TargetType | null,
    ruleId: r.ruleId,
    ruleName: r.ruleName,
    eventId: r.eventId,
    ...sightingView(r, deps.imageUrl),
    read: r.readAt !== null,
  });

  return {
    /** /event/alarm/search/list: 5000 for a tab whose code the caller lacks; named sites as event search (33003 / 20026). */
    async search(caller: Caller, data: ParsedRequestOf<"/event/alarm/search/list">) {
      const scope = await scopeOf(caller);
      if (!scope.kinds.includes(data.kind)) throw new AppError(Code.NO_PERMISSION);
      if (data.startTime !== undefined && data.endTime !== undefined && data.endTime < data.startTime) throw new AppError(Code.INVALID_DATA);
      let siteIds: string[] | undefined;
      if (data.siteIds?.length) {
        const sites = await access.scope(caller);
        siteIds = [...new Set(data.siteIds)].flatMap((id) => subtreeIds(sites.sites, requireIn(sites, id, SITE_ROLE.SITE_VIEWER)));
      }
      const filter = {
        kind: data.kind,
        readState: data.readState,
        from: data.startTime === undefined ? undefined : new Date(data.startTime),
        to: data.endTime === undefined ? undefined : new Date(data.endTime),
        siteIds,
        eventTypes: data.eventTypes,
        cameras: data.cameras,
        ruleIds: data.ruleIds?.filter(isUuid),
      };
      const { total, rows } = await repo.page(scope, filter, data.pageSize, (data.pageNum - 1) * data.pageSize);
      return { total, list: rows.map(view) };
    },

    /** /event/alarm/rule/list: the rules behind the caller's own visible alarms (names of others' rules stay hidden). */
    async rules(caller: Caller) {
      return { list: await repo.rules(await scopeOf(caller)) };
    },

    /** /event/alarm/search: the newest unread alarms. */
    async latest(caller: Caller, data: ParsedRequestOf<"/event/alarm/search">) {
      const scope = await scopeOf(caller);
      return { list: (await repo.latestUnread(scope, data.kind, data.limit)).map(view) };
    },

    /** /event/alarm/detail: 33002 for an alarm that is not the caller's (another organization's, an unreadable site's, missing). */
    async detail(caller: Caller, alarmId: string): Promise<AlarmDetail> {
      const row = isUuid(alarmId) ? await repo.find(await scopeOf(caller), alarmId) : null;
      if (!row) throw new AppError(Code.NO_CHANNEL_PERMISSION);
      const at = row.occurredAt.getTime();
      const video = row.eventId && row.kind === "ai" ? { sn: row.sn, chlIndex: row.chlIndex, startTime: at - VIDEO_BEFORE_MS, endTime: at + VIDEO_AFTER_MS } : null;
      return { ...view(row), video };
    },

    /** /event/alarm/update/read/status: ids of other users' or organizations' alarms change nothing. */
    async setRead(caller: Caller, data: ParsedRequestOf<"/event/alarm/update/read/status">) {
      const scope = await scopeOf(caller);
      if (!data.all && data.alarmIds.length === 0) throw new AppError(Code.INVALID_DATA);
      const ids = data.alarmIds.filter(isUuid);
      if (!data.all && ids.length === 0) return { updated: 0 };
      const updated = await repo.setRead(scope, data.all ? { kind: data.kind } : { alarmIds: ids }, data.read, new Date(deps.now()));
      if (updated > 0) {
        await deps.evaluator.pushCounts(scope.orgId, [scope.userId], { id: null, kind: data.kind ?? "ai", eventType: null, ruleName: "", channelName: "" });
      }
      return { updated };
    },

    /** /event/alarm/unread/count */
    async unread(caller: Caller) {
      return repo.unread(await scopeOf(caller));
    },
  };
}
export type AlarmService = ReturnType<typeof createAlarmService>;
