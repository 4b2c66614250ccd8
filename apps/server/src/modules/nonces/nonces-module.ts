import type { ModuleContext } from "../../module-context.js";
import { startNonceCleanup } from "./nonce-cleanup.js";
import { createNonceStore, type NonceStore } from "./nonce-store.js";

/** Replay protection of the dispatcher, with the periodic purge of expired nonces. */
export function registerNoncesModule(ctx: ModuleContext, deps: { cleanupIntervalMs?: number | undefined } = {}): NonceStore {
  const nonces = createNonceStore(ctx.db);
  const stop = startNonceCleanup(nonces, ctx.app.log, deps.cleanupIntervalMs);
  ctx.app.addHook("onClose", async () => stop());
  return nonces;
}
