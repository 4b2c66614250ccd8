import type { ModuleContext } from "../../core/module-context.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { createSessionRepository } from "./session-repository.js";
import { createSessionService, type RevocationListener, type SessionRowCache, type SessionService } from "./session-service.js";

export interface SessionsModuleDeps {
  settings: Pick<AuthSettings, "tokenTtlS" | "renewalGraceMs">;
  /** Closes the sockets of revoked sessions (the push hub), read at revocation time. */
  revocations: () => RevocationListener | null;
  /** Session rows cached between calls (decision 0008). */
  cache?: SessionRowCache;
}

/** Sessions: issue, renew, check and revoke tokens. */
export function registerSessionsModule(ctx: ModuleContext, deps: SessionsModuleDeps): SessionService {
  return createSessionService(createSessionRepository(ctx.db), {
    ttlS: deps.settings.tokenTtlS,
    renewalGraceMs: deps.settings.renewalGraceMs,
    listener: deps.revocations,
    now: ctx.now,
    ...(deps.cache ? { cache: deps.cache } : {}),
  });
}
