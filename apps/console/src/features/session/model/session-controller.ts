import type { MessageDescriptor } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { catalogueEntry, Code, resolveErrorDisplay } from "@vms/api-client";
import { clearPermissions } from "@/entities/permission";
import { setForceLogoutListener } from "@/shared/api";
import { signOutNotice } from "@/shared/lib/sign-out-notice";
import { notifier } from "@/shared/notifier";
import { resetPluginState } from "@/shared/plugin";
import { pushConnection } from "@/shared/push";
import { SESSION_STORAGE_KEY, sessionStore } from "@/shared/session";
import { logoutOnServer } from "../api/logout-on-server";
import { startSignedInServices } from "./signed-in-services";
import { idleLogoutMessage, remoteAccessEndedMessage, signedOutMessage } from "./session-messages";
import { IDLE_LOGOUT_MS } from "./session-timing";
import { clearStorageOnLogout } from "./storage-cleanup";

export interface LogoutOptions {
  /** Tell the server (menu, idle). False for forced logout: the server has ended the session. */
  callServer?: boolean;
  /** A notice shown with the sign-in page. */
  message?: MessageDescriptor;
  /** Go to /login; false when the caller redirects itself (a route guard). */
  navigate?: boolean;
}

export interface SessionControllerOptions {
  queryClient: QueryClient;
  /** Navigates to /login; resolves once it is shown. */
  goToLogin: () => Promise<void>;
  /** Spec §9: 30 min; tests pass less. */
  idleTimeoutMs?: number;
  /** Another tab signed in as someone else: start over with that session. */
  reloadApp?: () => void;
}

/**
 * Why a forced logout happened, for /login (issue 28): an installer's remote session ended by the
 * customer (20004) or its grant's end (10002) says that; other codes say their catalogue message
 * (7009 frozen, 7088 deleted, 7090 organization disabled…).
 */
export function forcedLogoutReason(code: number, remote: boolean): MessageDescriptor {
  if (remote && (code === Code.TOKEN_INVALID || code === Code.TOKEN_EXPIRED)) return remoteAccessEndedMessage;
  return catalogueEntry(code)?.message ?? signedOutMessage;
}

export interface SessionController {
  /** Spec §4 logout: server (optional), storage, socket, queries, permissions, plugin, then /login. */
  logout(options?: LogoutOptions): Promise<void>;
  /** Forced logout for §8 codes and cross-tab logout; returns the uninstaller. */
  install(): () => void;
  /** Renewal, idle logout and the push socket while the signed-in shell is shown; returns the stopper. */
  startSignedIn(): () => void;
}

/** The console's session lifecycle (spec §4 "Session"). One per app, shared through the router context. */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const { queryClient } = options;
  let pending: Promise<void> | null = null;
  let stopServices: (() => void) | null = null;

  async function run({ callServer = true, message, navigate = true }: LogoutOptions): Promise<void> {
    stopServices?.();
    stopServices = null;
    if (callServer && sessionStore.hasToken()) await logoutOnServer();
    pushConnection.stop();
    resetPluginState();
    // The shell renders only with a session, so clearing it unmounts every signed-in query first.
    sessionStore.clear();
    clearStorageOnLogout();
    if (message) {
      notifier.notify({ message }, "warning");
      signOutNotice.set(message);
    }
    if (navigate) await options.goToLogin();
    queryClient.clear();
    clearPermissions(queryClient);
  }

  function logout(logoutOptions: LogoutOptions = {}): Promise<void> {
    pending ??= run(logoutOptions).finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A forced logout: /login says why (the toast, raised first, lasts 2 s). */
  function forced(code: number): void {
    signOutNotice.set(forcedLogoutReason(code, Boolean(sessionStore.get()?.user.remote)));
    void logout({ callServer: false });
  }

  function onForcedPushLogout(code: number, serverMsg: string): void {
    const display = resolveErrorDisplay(code, serverMsg);
    if (display.kind === "translated") notifier.notify({ message: display.message });
    else if (display.kind === "server") notifier.notify({ text: display.text });
    forced(code);
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const before = sessionStore.get();
    sessionStore.reload();
    const after = sessionStore.get();
    if (before && !after) void logout({ callServer: false });
    else if (before && after && before.user.userId !== after.user.userId) options.reloadApp?.();
    // The other tab renewed: its token replaces ours, which stops working after the grace period.
    else if (after && before?.token !== after.token) pushConnection.reauthenticate();
  }

  return {
    logout,
    install() {
      setForceLogoutListener((error) => {
        if (sessionStore.hasToken()) forced(error.code);
        else if (pending) void logout({ callServer: false });
      });
      globalThis.addEventListener?.("storage", onStorage);
      return () => {
        setForceLogoutListener(undefined);
        globalThis.removeEventListener?.("storage", onStorage);
      };
    },
    startSignedIn() {
      stopServices?.();
      const stop = startSignedInServices({
        idleTimeoutMs: options.idleTimeoutMs ?? IDLE_LOGOUT_MS,
        onIdle: () => void logout({ callServer: true, message: idleLogoutMessage }),
        onForcedLogout: onForcedPushLogout,
      });
      stopServices = stop;
      return () => {
        stop();
        if (stopServices === stop) stopServices = null;
      };
    },
  };
}
