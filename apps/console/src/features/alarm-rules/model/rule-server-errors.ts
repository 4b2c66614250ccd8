import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, Code, RuleCode, toApiError } from "@vms/api-client";
import { ruleCodeMessages } from "./rule-messages";

/** Where the rule and contact dialogs repeat a failure: under the name, or above the form. */
export interface InlineRuleError {
  field?: "ruleName" | "name";
  message: MessageDescriptor;
}

const FORM_CODES: ReadonlySet<number> = new Set([Code.NO_SITE_PERMISSION, Code.NO_DEVICE_PERMISSION]);

/** Spec §8 alarm-rule and contact codes the dialogs explain inline, or null (then the toast shows it). */
export function inlineRuleError(error: unknown): InlineRuleError | null {
  const { code } = toApiError(error);
  const message = ruleCodeMessages[code] ?? (FORM_CODES.has(code) || code === RuleCode.CONTACT_NAME_EXISTS ? catalogueEntry(code)?.message : undefined);
  if (!message) return null;
  if (code === RuleCode.RULE_NAME_EXISTS) return { field: "ruleName", message };
  if (code === RuleCode.CONTACT_NAME_EXISTS) return { field: "name", message };
  return { message };
}
