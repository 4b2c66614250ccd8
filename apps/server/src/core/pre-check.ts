/**
 * Key of the rate-counter marker that a passed sign-in pre-check leaves for a login name, and that
 * allows a DBL_CHECK code for it (decision 0002). Written by login, read by e-mail codes.
 */
export const preCheckKey = (loginName: string) => `precheck-ok:${loginName}`;
