import type { AlarmRule, RuleAttributeKey, RuleTargetType } from "@vms/api-client";
import { plateKey, RULE_TARGET_ATTRIBUTES } from "@vms/api-client";

/**
 * An event as the rule evaluator sees it. The events slice maps its stored event to this shape;
 * `plateGroupIds` is the set of plate libraries holding the event's plate (PlateService
 * `groupsHoldingPlate`), looked up once per event so matching stays pure.
 */
export interface RuleEvent {
  targetType: RuleTargetType | "face" | "plate" | null;
  eventType: string;
  /** The event's site and its ancestors (a rule on a site covers its sub-sites). */
  sitePath: readonly string[];
  sn: string;
  chlIndex: number;
  /** Local time at the camera: day of week (0 Sunday) and minute of the day (0-1439). */
  localDay: number;
  localMinute: number;
  attributes: Partial<Record<RuleAttributeKey, string | number | null>>;
  plate?: string | null;
  plateGroupIds?: ReadonlySet<string>;
}

/** The day and minute at `epochMs` in a zone `offsetMinutes` east of UTC (the camera's time zone). */
export function localWeekTime(epochMs: number, offsetMinutes: number): { localDay: number; localMinute: number } {
  const local = new Date(epochMs + offsetMinutes * 60_000);
  return { localDay: local.getUTCDay(), localMinute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

type MatchableRule = Pick<AlarmRule, "enabled" | "targetType" | "eventTypes" | "attributes" | "plates" | "siteIds" | "cameras" | "schedule">;

/**
 * Whether `event` fires `rule` (spec §3 Alarm rule): enabled, same target, one of its event types
 * (none listed: any), every listed attribute condition met, the plate condition met (motor
 * vehicles), on one of its cameras or else in one of its sites (or their sub-sites), within its
 * weekly schedule. An event without a target (a camera's own motion detection: issue 30, a bridged
 * ONVIF camera) carries no attributes to compare: it fires the rules that name its type, whatever
 * their target, on their cameras or sites and schedule.
 */
export function matchesRule(rule: MatchableRule, event: RuleEvent): boolean {
  if (!rule.enabled) return false;
  if (event.targetType === null) return (rule.eventTypes as readonly string[]).includes(event.eventType) && inPlaceAndTime(rule, event);
  if (event.targetType !== rule.targetType) return false;
  if (rule.eventTypes.length > 0 && !(rule.eventTypes as readonly string[]).includes(event.eventType)) return false;
  for (const key of RULE_TARGET_ATTRIBUTES[rule.targetType]) {
    const allowed = rule.attributes[key] as ReadonlyArray<string | number> | undefined;
    if (!allowed || allowed.length === 0) continue;
    const value = event.attributes[key];
    if (value === undefined || value === null || !allowed.includes(value)) return false;
  }
  if (rule.targetType === "motorVehicle" && !platesMatch(rule.plates, event)) return false;
  return inPlaceAndTime(rule, event);
}

/** On one of the rule's cameras, or else in one of its sites (or their sub-sites), within its weekly schedule. */
function inPlaceAndTime(rule: MatchableRule, event: RuleEvent): boolean {
  if (rule.cameras.length > 0) {
    if (!rule.cameras.some((c) => c.sn === event.sn && c.chlIndex === event.chlIndex)) return false;
  } else if (!rule.siteIds.some((id) => event.sitePath.includes(id))) return false;
  return inSchedule(rule.schedule, event.localDay, event.localMinute);
}

/**
 * Whether a local day and minute fall in the weekly schedule. A span ending before it starts runs
 * overnight and belongs to its start day: Monday 22:00–06:00 covers Monday from 22:00 and Tuesday
 * until 06:00 (Saturday's runs into Sunday).
 */
function inSchedule(schedule: MatchableRule["schedule"], localDay: number, localMinute: number): boolean {
  const today = schedule[localDay] ?? [];
  const yesterday = schedule[(localDay + 6) % 7] ?? [];
  return (
    today.some((span) => (span.start < span.end ? localMinute >= span.start && localMinute < span.end : localMinute >= span.start)) ||
    yesterday.some((span) => span.start > span.end && localMinute < span.end)
  );
}

function platesMatch(plates: MatchableRule["plates"], event: RuleEvent): boolean {
  if (plates.mode === "any") return true;
  const key = event.plate ? plateKey(event.plate) : "";
  if (key === "") return false;
  if (plates.mode === "list") return plates.plates.some((p) => plateKey(p) === key);
  return plates.groupIds.some((id) => event.plateGroupIds?.has(id) ?? false);
}
