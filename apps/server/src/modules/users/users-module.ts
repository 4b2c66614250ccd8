import type { ModuleContext } from "../../module-context.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import type { SessionService } from "../sessions/session-service.js";
import { registerAvatarRoute } from "./avatar-route.js";
import { createAvatarService } from "./avatar-service.js";
import { registerUserHandlers } from "./user-handlers.js";
import { createUserRepository } from "./user-repository.js";
import { createUserService } from "./user-service.js";

/** Profile, the organization's users and avatars (calls and the /user/avatar/ route). */
export function registerUsersModule(ctx: ModuleContext, deps: { accounts: AccountDirectory; sessions: SessionService }): void {
  const users = createUserService({ db: ctx.db, users: createUserRepository(ctx.db), accounts: deps.accounts, sessions: deps.sessions, now: ctx.now });
  const avatars = createAvatarService(ctx.db);
  registerUserHandlers(ctx.handlers, users, avatars);
  registerAvatarRoute(ctx.app, avatars);
}
