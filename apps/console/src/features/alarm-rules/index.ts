// Public API of the alarm-rules feature (spec §2 alarmrules: person and general rules; §3 Alarm rule
// and Contact; §5 rule and contact names; §8 33037–33084 and 33620; §9 repeat intervals).
export { contactsQueryOptions } from "./api/contacts";
export { rulesQueryOptions } from "./api/get-rules";
export { AlarmRulesPage } from "./ui/alarm-rules-page";
