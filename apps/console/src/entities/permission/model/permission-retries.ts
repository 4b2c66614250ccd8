/** Spec §4/§9: the permission fetch has a retry counter of 3. */
export const PERMISSION_RETRIES = 3;

let left = PERMISSION_RETRIES;

/** The retry counter: decreases per attempt, back to 3 when permissions are cleared. */
export const permissionRetries = {
  left: (): number => left,
  /** Uses one attempt; false when none is left. */
  take(): boolean {
    if (left <= 0) return false;
    left -= 1;
    return true;
  },
  reset(): void {
    left = PERMISSION_RETRIES;
  },
};
