import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import type { UserAction } from "../model/user-action";
import { userActionDoneMessage } from "../model/user-action-messages";
import { orgUserKeys } from "./get-users";

/**
 * What an administrator does to a user (spec §6): freeze/unfreeze (/user/state/update), delete
 * (/user/delete), grant or remove admin (/user/admin/update), assign a role (/user/role/update).
 * Failures show their §8 toast; a success says what was done to whom (issue 28); every change
 * refreshes the user list and role counts.
 */
export function manageUser(action: UserAction): Promise<unknown> {
  switch (action.path) {
    case "/user/state/update":
      return apiClient.call(action.path, action.data);
    case "/user/delete":
      return apiClient.call(action.path, action.data);
    case "/user/admin/update":
      return apiClient.call(action.path, action.data);
    case "/user/role/update":
      return apiClient.call(action.path, action.data);
  }
}

/** An action with the name of the user it is done to, for its success message. */
export interface NamedUserAction {
  action: UserAction;
  name: string;
}

export function useManageUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action }: NamedUserAction) => manageUser(action),
    onSuccess: async (_, { action, name }) => {
      // Before the refresh: a deleted user's row (and the menu that asked) is gone after it.
      notifier.notify({ message: userActionDoneMessage(action, name) }, "success");
      await queryClient.invalidateQueries({ queryKey: orgUserKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["roles"] });
    },
  });
}
