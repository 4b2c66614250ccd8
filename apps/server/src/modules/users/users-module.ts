import type { ModuleContext } from "../../core/module-context.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import type { EmailCodeService } from "../email-codes/email-code-service.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PushHub } from "../push/push-hub.js";
import type { RoleService } from "../roles/role-service.js";
import type { SessionService } from "../sessions/session-service.js";
import { registerAvatarRoute } from "./avatar-route.js";
import { createAvatarService } from "./avatar-service.js";
import { createUserAdminService } from "./user-admin-service.js";
import { registerUserHandlers } from "./user-handlers.js";
import { createUserRepository } from "./user-repository.js";
import { createUserService } from "./user-service.js";

/** Profile, the organization's users and avatars (calls and the /user/avatar/ route). */
export function registerUsersModule(
  ctx: ModuleContext,
  deps: { accounts: AccountDirectory; sessions: SessionService; codes: EmailCodeService; roles: RoleService; push: PushHub; opLog?: OpLogWriter },
): void {
  const repository = createUserRepository(ctx.db);
  const users = createUserService({ db: ctx.db, users: repository, accounts: deps.accounts, sessions: deps.sessions, codes: deps.codes, now: ctx.now });
  const admin = createUserAdminService({ db: ctx.db, users: repository, roles: deps.roles, sessions: deps.sessions, push: () => deps.push, now: ctx.now });
  const avatars = createAvatarService(ctx.db);
  registerUserHandlers(ctx.handlers, users, avatars, admin, deps.opLog);
  registerAvatarRoute(ctx.app, avatars);
}
