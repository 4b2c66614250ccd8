import {
  alarmRulePageSchema,
  alarmRuleSchema,
  contactAddOrEditRequestSchema,
  contactDeleteRequestSchema,
  contactListSchema,
  contactSchema,
  ruleAddOrEditRequestSchema,
  ruleDeleteRequestSchema,
  ruleListRequestSchema,
  ruleRecipientListSchema,
} from "../schemas/alarm-rules.js";
import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import { defineEndpoints } from "./define.js";

const RULES = ["vms_eventrule_qry"] as const;

/**
 * Alarm rules and their contacts (spec §2, §3). Spec §7 names the rule calls; the recipient and
 * contact paths are this product's, named in the same style.
 */
export const alarmRuleEndpoints = defineEndpoints({
  "/event/rule/add-or-edit": {
    summary:
      "Adds a rule, or replaces one with `ruleId`: 33037 name taken, 33038 no such rule, 33039 unknown contact, 33040 recipient not a user of the organization, 33041 unknown plate library, 33042 recipient who cannot receive its alarms, 20026 site not visible, 33001 camera not visible.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: ruleAddOrEditRequestSchema,
    response: alarmRuleSchema,
  },
  "/event/rule/list": {
    summary: "Pages the organization's rules whose sites the caller can all see.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: ruleListRequestSchema,
    response: alarmRulePageSchema,
  },
  "/event/rule/delete": {
    summary: "Deletes rules: 33038 when one is unknown or names a site the caller cannot see (none is deleted then).",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: ruleDeleteRequestSchema,
    response: emptyResultSchema,
  },
  "/event/rule/recipient/list": {
    summary: "Active users of the organization a rule may notify, with whether they see alarms and the sites whose events they read.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: emptySchema,
    response: ruleRecipientListSchema,
  },
  "/event/contact/list": {
    summary: "The organization's alarm contacts.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: emptySchema,
    response: contactListSchema,
  },
  "/event/contact/add-or-edit": {
    summary: "Adds a contact, or edits one with `contactId`: 33620 name taken, 33039 no such contact.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: contactAddOrEditRequestSchema,
    response: contactSchema,
  },
  "/event/contact/delete": {
    summary: "Deletes a contact and takes it off every rule: 33039 no such contact.",
    tag: "alarm-rules",
    auth: "session",
    anyOf: RULES,
    request: contactDeleteRequestSchema,
    response: emptyResultSchema,
  },
});
