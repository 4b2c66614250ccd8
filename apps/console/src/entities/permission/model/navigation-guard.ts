import type { QueryClient } from "@tanstack/react-query";
import { resolveGuardRedirect, type UserPermissions } from "@vms/permissions";
import { sessionStore } from "@/shared/session";
import { ensurePermissions, PermissionLoadError } from "./permissions-query";
import { previousPath } from "./previous-path";

/** What the guard decided for one navigation. */
export type GuardDecision =
  | { action: "allow" }
  /** No token: sign in first, then come back. */
  | { action: "login" }
  | { action: "redirect"; href: string }
  /** Permissions could not be loaded: the session ends. */
  | { action: "failed"; error: PermissionLoadError };

export interface GuardLocation {
  pathname: string;
  /** Path with search and hash, remembered as the previous permitted page. */
  href: string;
}

/** Public pages a signed-in user is sent away from (spec §2 "visiting login while logged in"). */
export const SIGNED_OUT_ONLY_PATHS: readonly string[] = ["/login", "/signup", "/forgot-password", "/reset-password"];

type Loaded = { ok: true; perms: UserPermissions } | { ok: false; error: PermissionLoadError };

async function loadOrFail(queryClient: QueryClient): Promise<Loaded> {
  try {
    return { ok: true, perms: await ensurePermissions(queryClient) };
  } catch (error) {
    if (error instanceof PermissionLoadError) return { ok: false, error };
    throw error;
  }
}

/**
 * Spec §2 guard for the logged-in shell: token first, then permissions (fetched while retries
 * remain), then `resolveGuardRedirect`. An allowed page is remembered as the previous permitted
 * page unless this is only a preload.
 */
export async function guardShellNavigation(queryClient: QueryClient, location: GuardLocation, preload = false): Promise<GuardDecision> {
  if (!sessionStore.hasToken()) return { action: "login" };
  const loaded = await loadOrFail(queryClient);
  if (!loaded.ok) return { action: "failed", error: loaded.error };
  const target = resolveGuardRedirect({
    pathname: location.pathname,
    hasToken: true,
    perms: loaded.perms,
    previousPermittedPath: previousPath.get(),
  });
  if (target !== null) return { action: "redirect", href: target };
  if (!preload) previousPath.remember(location.href);
  return { action: "allow" };
}

/**
 * Spec §2 for the sign-in pages: while signed in, /login (and sign-up or password recovery) go to
 * the previous permitted page or the first permitted route. Other public pages stay open.
 */
export async function guardPublicNavigation(queryClient: QueryClient, pathname: string): Promise<GuardDecision> {
  if (!sessionStore.hasToken() || !SIGNED_OUT_ONLY_PATHS.includes(pathname.replace(/\/+$/, ""))) return { action: "allow" };
  const loaded = await loadOrFail(queryClient);
  if (!loaded.ok) return { action: "failed", error: loaded.error };
  const target = resolveGuardRedirect({ pathname: "/login", hasToken: true, perms: loaded.perms, previousPermittedPath: previousPath.get() });
  return target === null ? { action: "allow" } : { action: "redirect", href: target };
}
