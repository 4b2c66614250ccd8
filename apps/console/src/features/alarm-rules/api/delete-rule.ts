import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { invalidateRules } from "./rule-keys";

/** Deletes a rule (POST /vms/event/rule/delete). */
export function deleteRule(ruleId: string): Promise<unknown> {
  return apiClient.call("/event/rule/delete", { ruleIds: [ruleId] });
}

/** Mutation around {@link deleteRule}. */
export function useDeleteRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateRules(queryClient);
    },
  });
}
