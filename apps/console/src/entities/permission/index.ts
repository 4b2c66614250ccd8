// Public API of the permission entity (spec §2 guards, §4 permission fetch, §6 codes): the
// permission query with its retry counter, the navigation guard, and the <Permission> directive.
export { guardPublicNavigation, guardShellNavigation } from "./model/navigation-guard";
export { permissionRetries } from "./model/permission-retries";
export { clearPermissions, permissionKeys, permissionQueryOptions, usePermissions } from "./model/permissions-query";
export { previousPath } from "./model/previous-path";
export { roleLabel } from "./model/role-names";
export { usePermissionPush } from "./model/use-permission-push";
export { Permission } from "./ui/permission";
