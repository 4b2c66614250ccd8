export { SESSION_STORAGE_KEY, sessionStore, type StoredSession } from "./session-store";
export { useSession } from "./use-session";
export { videoActivity } from "./video-activity";
