export { SESSION_STORAGE_KEY, sessionStore } from "./session-store";
export { useSession } from "./use-session";
export { videoActivity } from "./video-activity";
