import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { RuleService } from "./rule-service.js";

/** Alarm rules, recipients and contacts (spec §7 /event/rule/*). */
export function registerRuleHandlers(table: HandlerTable, rules: RuleService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/event/rule/add-or-edit": ({ caller, data }) => rules.addOrEdit(caller, data),
    "/event/rule/list": ({ caller, data }) => rules.list(caller, data),
    "/event/rule/delete": (c) => auditedRemoval(opLog, c, "alarmRule", "event.rule.delete", c.data.ruleIds.join(", "))(rules.remove(c.caller, c.data.ruleIds)),
    "/event/rule/recipient/list": ({ caller }) => rules.recipients(caller),
    "/event/contact/list": ({ caller }) => rules.contacts(caller),
    "/event/contact/add-or-edit": ({ caller, data }) => rules.saveContact(caller, data),
    "/event/contact/delete": (c) => auditedRemoval(opLog, c, "alarmRule", "event.contact.delete", c.data.contactId)(rules.deleteContact(c.caller, c.data.contactId)),
  });
}
