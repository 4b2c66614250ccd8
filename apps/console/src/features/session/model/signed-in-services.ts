import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { pushConnection } from "@/shared/push";
import { sessionStore, videoActivity } from "@/shared/session";
import { renewToken } from "../api/renew-token";
import { createIdleTimer } from "./idle-timer";
import { createRenewalScheduler } from "./renewal-scheduler";
import { pushUnavailableMessage } from "./session-messages";

export interface SignedInServicesOptions {
  idleTimeoutMs: number;
  onIdle: () => void;
  /** The push socket was refused or ended with a forced-logout code. */
  onForcedLogout: (code: number, msg: string) => void;
}

/** Stores a renewed token and hands it to the open push socket. */
async function renewAndStore(): Promise<void> {
  const tokens = await renewToken();
  sessionStore.renew(tokens);
  pushConnection.reauthenticate();
}

/**
 * What runs while signed in (spec §4): token renewal, idle logout (suspended while live video
 * plays) and the push socket. Returns a function that stops all three.
 */
export function startSignedInServices(options: SignedInServicesOptions): () => void {
  const renewal = createRenewalScheduler({
    getExpireTime: () => sessionStore.get()?.expireTime ?? null,
    subscribe: (listener) => sessionStore.subscribe(listener),
    renew: renewAndStore,
    // The server's clock: a computer whose clock is off still renews in time.
    now: () => Date.now() + apiClient.clockOffsetMs(),
  });
  const idle = createIdleTimer({
    timeoutMs: options.idleTimeoutMs,
    onIdle: options.onIdle,
    isSuspended: videoActivity.isLivePlaying,
    subscribeSuspended: videoActivity.subscribe,
  });
  renewal.start();
  idle.start();
  pushConnection.start({
    getToken: () => sessionStore.get()?.token ?? null,
    onForceLogout: options.onForcedLogout,
    // The user must know the page no longer follows devices by itself (spec §4 error callback).
    onError: () => notifier.notify({ message: pushUnavailableMessage }, "warning"),
  });
  return () => {
    renewal.stop();
    idle.stop();
    pushConnection.stop();
  };
}
