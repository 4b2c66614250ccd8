import type { ModuleContext } from "../../core/module-context.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import type { Mailer } from "../mail/mailer.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { RoleService } from "../roles/role-service.js";
import type { GrantService } from "../sites/grant-service.js";
import { registerInviteHandlers } from "./invite-handlers.js";
import { createInviteRepository } from "./invite-repository.js";
import { createInviteService } from "./invite-service.js";

/** Invitations of users and organizations, and registration from their links. */
export function registerInvitesModule(
  ctx: ModuleContext,
  deps: { roles: RoleService; grants: GrantService; accounts: AccountDirectory; mailer: Mailer; opLog?: OpLogWriter },
): void {
  const invites = createInviteService({ db: ctx.db, invites: createInviteRepository(ctx.db), now: ctx.now, ...deps });
  registerInviteHandlers(ctx.handlers, invites, deps.opLog);
}
