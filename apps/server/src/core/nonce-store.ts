/** Remembers request nonces until they can no longer be fresh (replay protection, spec §3). */
export interface NonceStore {
  /**
   * Records `nonce`; false when it was already recorded (a replay). Throws 4500 (stale, with the
   * server time) when the request was signed at `signedAt` before the table's epoch began: its
   * nonce may have been lost by a database crash (decision 0011).
   */
  consume(nonce: string, expiresAt: Date, signedAt?: number): Promise<boolean>;
  /** Forgets nonces that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
