// Public API of the profile slice (spec §2 user profile): personal information, avatar, password.
export { profileQueryOptions, useProfile } from "./api/get-profile";
export { PasswordChangeCard } from "./ui/password-change-card";
export { ProfileInfoCard } from "./ui/profile-info-card";
