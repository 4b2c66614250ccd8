import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RuleCode } from "@vms/api-client";

/** Messages of the alarm-rule codes this product gives a meaning (the catalogue has only the group text). */
export const ruleCodeMessages: Readonly<Record<number, MessageDescriptor>> = {
  [RuleCode.RULE_NAME_EXISTS]: msg`An alarm rule with this name already exists.`,
  [RuleCode.RULE_MISSING]: msg`This alarm rule no longer exists.`,
  [RuleCode.CONTACT_MISSING]: msg`A chosen contact no longer exists.`,
  [RuleCode.RECIPIENT_INVALID]: msg`A chosen recipient is not a user of the organization.`,
  [RuleCode.PLATE_GROUP_MISSING]: msg`A chosen plate library no longer exists.`,
  [RuleCode.RECIPIENT_CANNOT_RECEIVE]: msg`A chosen recipient cannot receive this rule's alarms: their role shows no alarms, or they cannot see the rule's sites.`,
};

/** Days of the weekly schedule, Sunday first. */
export const dayLabels: readonly MessageDescriptor[] = [msg`Sun`, msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`];

/** Issue 28: why a user is not offered as a recipient. */
export const recipientNoAlarmsMessage: MessageDescriptor = msg`Cannot receive alarms: their role shows none (live-only viewer, viewing station).`;
export const recipientNoSitesMessage: MessageDescriptor = msg`Cannot see any of the chosen sites.`;

export const recipientsRequiredMessage: MessageDescriptor = msg`Choose at least one recipient.`;
export const sitesRequiredMessage: MessageDescriptor = msg`Choose at least one site.`;
export const librariesRequiredMessage: MessageDescriptor = msg`Choose at least one plate library.`;
export const platesRequiredMessage: MessageDescriptor = msg`Enter at least one plate.`;
export const scheduleInvalidMessage: MessageDescriptor = msg`Choose at least one day, and a start different from the end.`;
export const contactNeedsAddressMessage: MessageDescriptor = msg`Enter an e-mail address or a mobile number.`;
export const mobileInvalidMessage: MessageDescriptor = msg`Enter a valid mobile number.`;
