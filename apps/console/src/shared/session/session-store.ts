import { loginResultSchema, sessionTokensSchema, type LoginResult, type SessionTokens, type UserSummary } from "@vms/api-client";
import { SESSION_STORAGE_KEY } from "@/shared/config/storage-keys";
import { readJsonStorage, writeStorage } from "@/shared/lib/storage";

export { SESSION_STORAGE_KEY };

/** What the console keeps after login (spec §3 "User state held after login" starts here). */
export type StoredSession = LoginResult;

type Listener = (session: StoredSession | null) => void;

const storedSchema = loginResultSchema;
let current: StoredSession | null = load();
const listeners = new Set<Listener>();

function load(): StoredSession | null {
  const parsed = storedSchema.safeParse(readJsonStorage(SESSION_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

function commit(next: StoredSession | null): void {
  current = next;
  if (next) writeStorage(SESSION_STORAGE_KEY, JSON.stringify(next));
  else {
    try {
      globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing was persisted either.
    }
  }
  for (const listener of listeners) listener(next);
}

/**
 * The one place the console's session lives. The API client reads `token`/`sid` from here on every
 * call; guards read `hasToken`; login, renewal and logout write it.
 */
export const sessionStore = {
  get: (): StoredSession | null => current,
  hasToken: (): boolean => current !== null && current.token !== "",
  /** Stores a fresh login. */
  signIn(result: LoginResult): void {
    commit(result);
  },
  /** Replaces token and sid after /token/renewal. */
  renew(tokens: SessionTokens): void {
    if (!current) return;
    commit({ ...current, ...sessionTokensSchema.parse(tokens) });
  },
  /** Updates the cached user (profile edits). */
  setUser(user: UserSummary): void {
    if (current) commit({ ...current, user });
  },
  /** Forgets the session (the logout flow also clears other storage). */
  clear(): void {
    commit(null);
  },
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload(): void {
    commit(load());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
