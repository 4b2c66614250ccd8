// Public API of the session slice (spec §4 "Session"): logout, forced and cross-tab logout, token
// renewal, idle logout and the push socket while signed in.
export { logoutOnServer } from "./api/logout-on-server";
export { renewToken } from "./api/renew-token";
export { ACTIVITY_EVENTS, createIdleTimer, type IdleTimer, type IdleTimerOptions } from "./model/idle-timer";
export { leavesForLogin } from "./model/navigation-reset";
export { createRenewalScheduler, type RenewalScheduler, type RenewalSchedulerOptions } from "./model/renewal-scheduler";
export {
  createSessionController,
  type LogoutOptions,
  type SessionController,
  type SessionControllerOptions,
} from "./model/session-controller";
export { idleLogoutMessage, permissionsFailedMessage } from "./model/session-messages";
export { IDLE_LOGOUT_MS, RENEW_BEFORE_MS } from "./model/session-timing";
export { clearStorageOnLogout, KEPT_STORAGE_KEYS } from "./model/storage-cleanup";
export { SessionLifecycle, type SessionLifecycleProps } from "./ui/session-lifecycle";
