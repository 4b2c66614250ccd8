// Public API of the session slice (spec §4 "Session"): logout, forced and cross-tab logout, token
// renewal, idle logout and the push socket while signed in.
export { leavesForLogin } from "./model/navigation-reset";
export { createSessionController, type SessionController } from "./model/session-controller";
export { permissionsFailedMessage } from "./model/session-messages";
export { SessionLifecycle } from "./ui/session-lifecycle";
