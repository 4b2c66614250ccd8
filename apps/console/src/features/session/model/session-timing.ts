/** Spec §4/§9: renew the token when at most 300 s remain. */
export const RENEW_BEFORE_MS = 300_000;
/** Spec §9: sign out after 30 min without activity (1 800 000 ms). */
export const IDLE_LOGOUT_MS = 1_800_000;
/** The renewal timer looks again at least this often (clock corrections, sleep, a failed renewal). */
export const RENEWAL_RECHECK_MS = 60_000;
