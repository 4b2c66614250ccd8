import type { ModuleContext } from "../../core/module-context.js";
import type { Mailer } from "../mail/mailer.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { SessionService } from "../sessions/session-service.js";
import { registerRemoteAccessHandlers } from "./remote-access-handlers.js";
import { createRemoteAccessRepository } from "./remote-access-repository.js";
import { createRemoteAccessService, type RemoteAccessService } from "./remote-access-service.js";

/** How often lapsed grants are swept: their remote sessions get the forced logout within this. */
const SWEEP_MS = 15_000;

/** Installers bound by link, their remote-access requests and grants, and the remote sign-in. */
export function registerRemoteAccessModule(
  ctx: ModuleContext,
  deps: { sessions: SessionService; mailer: Mailer; opLog?: OpLogWriter; sweepIntervalMs?: number | undefined },
): RemoteAccessService {
  const remote = createRemoteAccessService({ db: ctx.db, repo: createRemoteAccessRepository(ctx.db), now: ctx.now, ...deps });
  registerRemoteAccessHandlers(ctx.handlers, remote);
  // Requests still refuse an expired session on their own; the sweep adds the push socket's
  // forced logout for a console that sends nothing.
  const timer = setInterval(() => {
    remote.sweep().catch((err: unknown) => ctx.app.log.warn({ err }, "remote-access sweep failed"));
  }, deps.sweepIntervalMs ?? SWEEP_MS);
  timer.unref();
  ctx.app.addHook("onClose", async () => clearInterval(timer));
  return remote;
}
