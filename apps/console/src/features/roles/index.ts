// Public API of the roles feature (spec §6 roles and resource codes, §7 role calls and
// /func-res/list): built-in roles read-only, custom roles with a module matrix.
export { RolesPanel } from "./ui/roles-panel";
export { rolesQueryOptions } from "./api/get-roles";
