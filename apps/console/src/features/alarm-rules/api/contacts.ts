import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Contact, RequestOf } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { inlineRuleError } from "../model/rule-server-errors";
import { invalidateRules, ruleKeys } from "./rule-keys";

/** The organization's alarm contacts (POST /vms/event/contact/list). */
export function contactsQueryOptions() {
  return queryOptions({ queryKey: ruleKeys.contacts(), queryFn: () => apiClient.call("/event/contact/list", {}) });
}

/** The alarm contacts. */
export function useContacts() {
  return useQuery(contactsQueryOptions());
}

/** Adds or edits a contact (POST /vms/event/contact/add-or-edit); 33620 shows under the name. */
export async function saveContact(data: RequestOf<"/event/contact/add-or-edit">): Promise<Contact> {
  try {
    return await apiClient.call("/event/contact/add-or-edit", data, { hideTip: true });
  } catch (error) {
    if (!inlineRuleError(error)) showApiError(error);
    throw error;
  }
}

/** Mutation around {@link saveContact}. */
export function useSaveContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateRules(queryClient);
    },
  });
}

/** Deletes a contact (POST /vms/event/contact/delete); rules lose it. */
export function useDeleteContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => apiClient.call("/event/contact/delete", { contactId }),
    onSuccess: () => {
      notifier.notify({ message: operationSuccessMessage }, "success");
      return invalidateRules(queryClient);
    },
  });
}
