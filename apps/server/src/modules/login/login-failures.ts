import type { AccountDirectory, LoginAccount } from "../accounts/account-directory.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";

const DAY_MS = 86_400_000;

/** Wrong passwords so far and the lock, as sign-in sees them. */
export interface FailureState {
  fails: number;
  /** Epoch ms while locked, else null. */
  lockedUntil: number | null;
}

/** Whose failures: a real account (users row) or a login name nobody owns (a shared counter). */
export type FailureSubject = { account: LoginAccount; name: string } | { account: null; name: string };

/**
 * Failure counting for sign-in (decision 0002). Unknown login names are counted too, in the
 * shared rate_counters table, so that they get the very answers a real account would: remaining
 * tries, the image code, the lock. Nothing tells a caller whether an address has an account.
 */
export function createLoginFailures(accounts: AccountDirectory, counters: RateCounters, settings: AuthSettings) {
  const key = (name: string) => `login-fail:${name}`;
  // The counter of an unknown name: its window starts at the failure that locked it.
  const unknownLock = (count: number, windowStart: Date) =>
    count >= settings.loginMaxFails ? windowStart.getTime() + settings.lockMs : null;

  /** A lock that has run out counts as no failures at all. */
  const live = (state: FailureState, now: number): FailureState =>
    state.lockedUntil !== null && state.lockedUntil <= now ? { fails: 0, lockedUntil: null } : state;

  async function read(subject: FailureSubject, now: number): Promise<FailureState> {
    if (subject.account) {
      const { failedLogins, lockedUntil } = subject.account;
      return live({ fails: failedLogins, lockedUntil: lockedUntil?.getTime() ?? null }, now);
    }
    const counter = await counters.get(key(subject.name));
    if (!counter) return { fails: 0, lockedUntil: null };
    return live({ fails: counter.count, lockedUntil: unknownLock(counter.count, counter.windowStart) }, now);
  }

  return {
    read,

    /** Counts one wrong password; locks at the limit. */
    async fail(subject: FailureSubject, now: number): Promise<FailureState> {
      const at = new Date(now);
      if (subject.account) {
        const fails = await accounts.addFailure(subject.account.id, at);
        if (fails < settings.loginMaxFails) return { fails, lockedUntil: null };
        const lockedUntil = now + settings.lockMs;
        await accounts.lock(subject.account.id, new Date(lockedUntil));
        return { fails, lockedUntil };
      }
      // An expired lock starts over; otherwise failures of an unknown name are kept for a day
      // (the cleanup forgets older counters).
      if ((await read(subject, now)).fails === 0) await counters.remove(key(subject.name));
      const { count } = await counters.hit(key(subject.name), DAY_MS, at);
      if (count < settings.loginMaxFails) return { fails: count, lockedUntil: null };
      await counters.set(key(subject.name), { count, windowStart: at });
      return { fails: count, lockedUntil: now + settings.lockMs };
    },

    async reset(subject: FailureSubject): Promise<void> {
      if (subject.account) await accounts.resetFailures(subject.account.id);
      else await counters.remove(key(subject.name));
    },
  };
}
export type LoginFailures = ReturnType<typeof createLoginFailures>;
