import type { MessageDescriptor } from "@lingui/core";
import { checkName, type AlarmRule, type RequestOf, type RepeatInterval, type RuleAttributes, type RuleEventType, type RuleTargetType } from "@vms/api-client";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { librariesRequiredMessage, platesRequiredMessage, recipientsRequiredMessage, scheduleInvalidMessage, sitesRequiredMessage } from "./rule-messages";

/** The fields of the rule dialog (spec §3 Alarm rule). Cameras as "sn:chlIndex"; one daily span on the chosen days. */
export interface RuleFormValues {
  ruleName: string;
  targetType: RuleTargetType;
  eventTypes: RuleEventType[];
  attributes: Record<string, Array<string | number>>;
  platesMode: "any" | "list" | "library";
  plateGroupIds: string[];
  plateList: string;
  siteIds: string[];
  cameras: string[];
  days: number[];
  startTime: string;
  endTime: string;
  recipientIds: string[];
  contactIds: string[];
  repeatInterval: RepeatInterval;
  enabled: boolean;
}
export type RuleFormErrors = Partial<Record<keyof RuleFormValues, MessageDescriptor>>;

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const pad = (n: number) => String(n).padStart(2, "0");
/** Minutes → "HH:mm" (1440 is "00:00": midnight at the end of the day). */
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
/** "HH:mm" → minutes; an end of "00:00" means the end of the day (1440). */
export function minutesOf(time: string, isEnd: boolean): number {
  const [h, m] = time.split(":").map(Number);
  const minutes = (h ?? 0) * 60 + (m ?? 0);
  return isEnd && minutes === 0 ? 1440 : minutes;
}

/** A new rule for `targetType`, or the form filled with `rule`. */
export function ruleFormValues(targetType: RuleTargetType, rule?: AlarmRule): RuleFormValues {
  const days = rule ? ALL_DAYS.filter((d) => (rule.schedule[d]?.length ?? 0) > 0) : ALL_DAYS;
  const span = rule?.schedule.find((d) => d.length > 0)?.[0] ?? { start: 0, end: 1440 };
  return {
    ruleName: rule?.ruleName ?? "",
    targetType: rule?.targetType ?? targetType,
    eventTypes: rule?.eventTypes ?? [],
    attributes: (rule?.attributes ?? {}) as Record<string, Array<string | number>>,
    platesMode: rule?.plates.mode ?? "any",
    plateGroupIds: rule?.plates.groupIds ?? [],
    plateList: rule?.plates.plates.join("\n") ?? "",
    siteIds: rule?.siteIds ?? [],
    cameras: rule?.cameras.map((c) => `${c.sn}:${c.chlIndex}`) ?? [],
    days,
    startTime: timeOf(span.start),
    endTime: timeOf(span.end),
    recipientIds: rule?.recipientIds ?? [],
    contactIds: rule?.contactIds ?? [],
    repeatInterval: (rule?.repeatInterval ?? 60) as RepeatInterval,
    enabled: rule?.enabled ?? true,
  };
}

const platesOf = (text: string) => [...new Set(text.split(/[\n,;]+/).map((p) => p.trim()).filter(Boolean))];

/** The schedule's problem: no day chosen, or an empty span (start equal to end). */
export function scheduleProblem(values: Pick<RuleFormValues, "days" | "startTime" | "endTime">): MessageDescriptor | undefined {
  return values.days.length === 0 || minutesOf(values.startTime, false) === minutesOf(values.endTime, true) ? scheduleInvalidMessage : undefined;
}

/** An end before the start runs overnight into the next day (issue 28: 22:00–06:00 is a night shift). */
export function isOvernight(values: Pick<RuleFormValues, "startTime" | "endTime">): boolean {
  return minutesOf(values.startTime, false) > minutesOf(values.endTime, true);
}

/** Spec §5: rule name and recipients cannot be empty; sites chosen; a plate condition needs its plates; a valid span. */
export function validateRuleForm(values: RuleFormValues): RuleFormErrors {
  const errors: RuleFormErrors = {};
  const name = checkName(values.ruleName, 32);
  if (name) errors.ruleName = nameProblemMessages[name];
  if (values.recipientIds.length === 0) errors.recipientIds = recipientsRequiredMessage;
  if (values.siteIds.length === 0) errors.siteIds = sitesRequiredMessage;
  if (values.targetType === "motorVehicle" && values.platesMode === "library" && values.plateGroupIds.length === 0) errors.plateGroupIds = librariesRequiredMessage;
  if (values.targetType === "motorVehicle" && values.platesMode === "list" && platesOf(values.plateList).length === 0) errors.plateList = platesRequiredMessage;
  const schedule = scheduleProblem(values);
  if (schedule) errors.days = schedule;
  return errors;
}

/** The /event/rule/add-or-edit request of the form. */
export function toRuleRequest(values: RuleFormValues, ruleId?: string): RequestOf<"/event/rule/add-or-edit"> {
  const span = { start: minutesOf(values.startTime, false), end: minutesOf(values.endTime, true) };
  const attributes = Object.fromEntries(Object.entries(values.attributes).filter(([, list]) => list.length > 0)) as RuleAttributes;
  return {
    ...(ruleId ? { ruleId } : {}),
    ruleName: values.ruleName.trim(),
    targetType: values.targetType,
    eventTypes: values.eventTypes,
    attributes,
    plates:
      values.targetType !== "motorVehicle" || values.platesMode === "any"
        ? { mode: "any", plates: [], groupIds: [] }
        : values.platesMode === "library"
          ? { mode: "library", plates: [], groupIds: values.plateGroupIds }
          : { mode: "list", plates: platesOf(values.plateList), groupIds: [] },
    siteIds: values.siteIds,
    cameras: values.cameras.map((key) => {
      const at = key.lastIndexOf(":");
      return { sn: key.slice(0, at), chlIndex: Number(key.slice(at + 1)) };
    }),
    schedule: ALL_DAYS.map((d) => (values.days.includes(d) ? [span] : [])),
    recipientIds: values.recipientIds,
    contactIds: values.contactIds,
    repeatInterval: values.repeatInterval,
    enabled: values.enabled,
  };
}
