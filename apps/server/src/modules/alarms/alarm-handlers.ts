import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { AlarmService } from "./alarm-service.js";

/** Alarms (spec §7 /event/alarm/*). */
export function registerAlarmHandlers(table: HandlerTable, alarms: AlarmService): void {
  registerHandlers(table, {
    "/event/alarm/search/list": ({ caller, data }) => alarms.search(caller, data),
    "/event/alarm/search": ({ caller, data }) => alarms.latest(caller, data),
    "/event/alarm/rule/list": ({ caller }) => alarms.rules(caller),
    "/event/alarm/detail": ({ caller, data }) => alarms.detail(caller, data.alarmId),
    "/event/alarm/update/read/status": ({ caller, data }) => alarms.setRead(caller, data),
    "/event/alarm/unread/count": ({ caller }) => alarms.unread(caller),
  });
}
