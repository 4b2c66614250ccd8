import type { ModuleContext } from "../../core/module-context.js";
import { startNonceCleanup } from "./nonce-cleanup.js";
import { createNonceStore } from "./nonce-store.js";
import type { NonceStore } from "../../core/nonce-store.js";

/** Replay protection of the dispatcher, with the periodic purge of expired nonces. */
export function registerNoncesModule(ctx: ModuleContext, deps: { cleanupIntervalMs?: number | undefined } = {}): NonceStore {
  const nonces = createNonceStore(ctx.db);
  const stop = startNonceCleanup(nonces, ctx.app.log, deps.cleanupIntervalMs);
  ctx.app.addHook("onClose", async () => stop());
  return nonces;
}
