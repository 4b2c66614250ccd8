// Public API of the permission entity (spec §2 guards, §4 permission fetch, §6 codes): the
// permission query with its retry counter, the navigation guard, and the <Permission> directive.
export { getDynamicCodes, type DynamicAuthList } from "./api/get-dynamic-codes";
export { getRoleCodes, type RoleAuthList } from "./api/get-role-codes";
export {
  guardPublicNavigation,
  guardShellNavigation,
  SIGNED_OUT_ONLY_PATHS,
  type GuardDecision,
  type GuardLocation,
} from "./model/navigation-guard";
export { PERMISSION_RETRIES, permissionRetries } from "./model/permission-retries";
export {
  clearPermissions,
  ensurePermissions,
  fetchPermissions,
  invalidatePermissions,
  loadPermissions,
  PermissionLoadError,
  permissionKeys,
  permissionQueryOptions,
  usePermissions,
} from "./model/permissions-query";
export { PREVIOUS_PATH_KEY, previousPath } from "./model/previous-path";
export { Permission, type PermissionProps } from "./ui/permission";
