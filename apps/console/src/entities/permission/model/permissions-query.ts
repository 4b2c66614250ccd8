import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { FORCE_LOGOUT_CODES, toApiError, type ApiError } from "@vms/api-client";
import { codesOf, NO_PERMISSIONS, type UserPermissions } from "@vms/permissions";
import { useSession } from "@/shared/session";
import { getDynamicCodes } from "../api/get-dynamic-codes";
import { getRoleCodes } from "../api/get-role-codes";
import { permissionRetries } from "./permission-retries";
import { previousPath } from "./previous-path";

/** Query keys of the permission entity. */
export const permissionKeys = { all: ["permissions"] as const };

/** Permissions could not be loaded with the retries left (spec §4). */
export class PermissionLoadError extends Error {
  constructor(readonly apiError: ApiError) {
    super(`permissions could not be loaded (${apiError.code})`);
    this.name = "PermissionLoadError";
  }

  /** The failure was a forced-logout code: the client has shown its message and logs out. */
  get forcedLogout(): boolean {
    return FORCE_LOGOUT_CODES.has(this.apiError.code);
  }
}

/** Both code lists of spec §6, fetched together. */
export async function fetchPermissions(): Promise<UserPermissions> {
  const [role, dynamic] = await Promise.all([getRoleCodes(), getDynamicCodes()]);
  return { roleCodes: codesOf(role.roleAuthList), dynamicCodes: codesOf(dynamic.dynamicAuthList) };
}

/**
 * Spec §4 "Permission fetch": tries while the retry counter allows, one attempt per step; a
 * forced-logout answer ends the attempts at once (retrying cannot help).
 */
export async function loadPermissions(fetch: () => Promise<UserPermissions> = fetchPermissions): Promise<UserPermissions> {
  let last: ApiError | null = null;
  while (permissionRetries.take()) {
    try {
      return await fetch();
    } catch (error) {
      last = toApiError(error);
      if (FORCE_LOGOUT_CODES.has(last.code)) break;
    }
  }
  throw new PermissionLoadError(last ?? toApiError(new Error("no permission retries left")));
}

/** The signed-in user's permissions; kept until logout clears them. */
export function permissionQueryOptions() {
  return queryOptions({
    queryKey: permissionKeys.all,
    queryFn: () => loadPermissions(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Loads permissions unless cached (the guard calls this before it decides, spec §2). */
export function ensurePermissions(queryClient: QueryClient): Promise<UserPermissions> {
  return queryClient.ensureQueryData(permissionQueryOptions());
}

/** Spec §4: clearing drops the permissions, resets the retry counter and the previous page. */
export function clearPermissions(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: permissionKeys.all });
  permissionRetries.reset();
  previousPath.forget();
}


/** The current user's permissions; none while signed out or still loading. */
export function usePermissions(): UserPermissions {
  const session = useSession();
  const { data } = useQuery({ ...permissionQueryOptions(), enabled: session !== null });
  return (session && data) || NO_PERMISSIONS;
}
