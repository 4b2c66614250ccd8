import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { RuleService } from "./rule-service.js";

/** Alarm rules, recipients and contacts (spec §7 /event/rule/*). */
export function registerRuleHandlers(table: HandlerTable, rules: RuleService): void {
  registerHandlers(table, {
    "/event/rule/add-or-edit": ({ caller, data }) => rules.addOrEdit(caller, data),
    "/event/rule/list": ({ caller, data }) => rules.list(caller, data),
    "/event/rule/delete": ({ caller, data }) => rules.remove(caller, data.ruleIds),
    "/event/rule/recipient/list": ({ caller }) => rules.recipients(caller),
    "/event/contact/list": ({ caller }) => rules.contacts(caller),
    "/event/contact/add-or-edit": ({ caller, data }) => rules.saveContact(caller, data),
    "/event/contact/delete": ({ caller, data }) => rules.deleteContact(caller, data.contactId),
  });
}
