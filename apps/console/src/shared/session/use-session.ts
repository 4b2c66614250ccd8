import { useSyncExternalStore } from "react";
import { sessionStore, type StoredSession } from "./session-store";

/** The current session; re-renders on sign-in, renewal and logout. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
