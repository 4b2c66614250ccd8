/**
 * Spec §2: leaving a page other than login for /login resets the plugin state. True for that
 * navigation; a first load of /login (no previous page) or a reload of it is not "leaving".
 */
export function leavesForLogin(fromPathname: string | undefined, toPathname: string): boolean {
  const isLogin = (path: string) => path.replace(/\/+$/, "") === "/login";
  return fromPathname !== undefined && !isLogin(fromPathname) && isLogin(toPathname);
}
