import {
  alarmDetailRequestSchema, alarmDetailSchema, alarmLatestRequestSchema, alarmLatestSchema, alarmPageSchema, alarmReadRequestSchema, alarmReadSchema,
  alarmRuleChoicesSchema, alarmSearchRequestSchema, unreadCountSchema,
} from "../schemas/alarms.js";
import { emptySchema } from "../schemas/common.js";
import { defineEndpoints } from "./define.js";

/** Either tab: the service narrows to the kinds whose code the caller holds (spec §6). */
const ALARMS = ["vms_event_alarm_ai", "vms_event_alarm_health"] as const;

/** Alarms (spec §7 "Events and alerts"), always within the caller's organization and readable sites. */
export const alarmEndpoints = defineEndpoints({
  "/event/alarm/search/list": { summary: "Pages one tab's alarms (ai or health) of the caller, newest first; 5000 without the tab's code.", tag: "alarms", auth: "session", anyOf: ALARMS, request: alarmSearchRequestSchema, response: alarmPageSchema },
  "/event/alarm/search": { summary: "The caller's newest unread alarms (menu popover).", tag: "alarms", auth: "session", anyOf: ALARMS, request: alarmLatestRequestSchema, response: alarmLatestSchema },
  "/event/alarm/detail": { summary: "One alarm of the caller with its images and recording window; 33002 when not theirs.", tag: "alarms", auth: "session", anyOf: ALARMS, request: alarmDetailRequestSchema, response: alarmDetailSchema },
  "/event/alarm/update/read/status": { summary: "Marks the named alarms, or all of a tab, read (or unread); pushes the new counts.", tag: "alarms", auth: "session", anyOf: ALARMS, request: alarmReadRequestSchema, response: alarmReadSchema },
  "/event/alarm/rule/list": { summary: "The rules (id and name) that fired the caller's visible AI alarms, for the rule filter.", tag: "alarms", auth: "session", anyOf: ALARMS, request: emptySchema, response: alarmRuleChoicesSchema },
  "/event/alarm/unread/count": { summary: "Unread alarms of the caller per tab (userUnreadMap).", tag: "alarms", auth: "session", anyOf: ALARMS, request: emptySchema, response: unreadCountSchema },
});
