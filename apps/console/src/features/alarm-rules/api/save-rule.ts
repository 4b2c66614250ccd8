import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AlarmRule, RequestOf } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { inlineRuleError } from "../model/rule-server-errors";
import { invalidateRules } from "./rule-keys";

/** Adds or replaces a rule (POST /vms/event/rule/add-or-edit); the rule codes show in the dialog. */
export async function saveRule(data: RequestOf<"/event/rule/add-or-edit">): Promise<AlarmRule> {
  try {
    return await apiClient.call("/event/rule/add-or-edit", data, { hideTip: true });
  } catch (error) {
    if (!inlineRuleError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link saveRule} with its success toast. */
export function useSaveRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateRules(queryClient);
    },
  });
}
