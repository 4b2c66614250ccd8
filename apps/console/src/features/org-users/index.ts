// Public API of the organization users feature (spec §2 /orgManagement users, §4 user states,
// §6 administrator actions, §7 /user/query and the user calls).
export { firstUsersPageQueryOptions, userQueryOptions } from "./api/get-users";
export { rolesQueryOptions as userRoleOptionsQueryOptions } from "./api/get-roles";
export { UsersPanel } from "./ui/users-panel";
export { UserProfileCard } from "./ui/user-profile-card";
