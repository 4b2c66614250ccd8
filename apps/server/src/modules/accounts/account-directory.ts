import type { AccountRepository } from "./account-repository.js";

export { DEFAULT_DYNAMIC_CODES, type LoginAccount } from "./account-repository.js";

/**
 * What other modules (sign-in, codes, profile) use of accounts: the live account behind a login
 * name, its password hash and its failure counters.
 */
export function createAccountDirectory(accounts: AccountRepository) {
  return {
    findLiveByEmail: accounts.findLiveByEmail,
    passwordHashOf: accounts.passwordHashOf,
    /** A new organization and its administrator (company registration from an invitation). */
    createOrganization: accounts.createOrganization,
    addFailure: accounts.addFailure,
    lock: accounts.lock,
    resetFailures: accounts.resetFailures,
  };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
