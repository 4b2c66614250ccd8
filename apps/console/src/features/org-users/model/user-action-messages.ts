import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { UserAction } from "./user-action";
import { USER_STATE } from "@vms/api-client";

/** The success toast of each administrator action on a user (issue 28 "Answered"), naming the user. */
export function userActionDoneMessage(action: UserAction, name: string): MessageDescriptor {
  switch (action.path) {
    case "/user/state/update":
      return action.data.state === USER_STATE.FROZEN ? msg`${name} is frozen and signed out.` : msg`${name} is unfrozen.`;
    case "/user/admin/update":
      return action.data.isAdmin === 1 ? msg`${name} is now an administrator.` : msg`${name} is no longer an administrator.`;
    case "/user/delete":
      return msg`${name} was deleted.`;
    case "/user/role/update":
      return msg`The role of ${name} was changed.`;
  }
}
