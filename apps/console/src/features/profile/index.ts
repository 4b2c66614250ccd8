// Public API of the profile slice (spec §2 user profile): personal information, avatar, password.
export { getProfile, invalidateProfile, profileKeys, profileQueryOptions, useProfile } from "./api/get-profile";
export { updateAvatar, useUpdateAvatarMutation, type AvatarResult } from "./api/update-avatar";
export { updatePassword, useUpdatePasswordMutation, type PasswordUpdate } from "./api/update-password";
export { updateProfile, useUpdateProfileMutation, type ProfileUpdate } from "./api/update-profile";
export { checkAvatarFile, type AvatarProblem } from "./model/avatar-file";
export { validatePassword } from "./model/password-form";
export { validateProfile } from "./model/profile-form";
export { PasswordChangeCard } from "./ui/password-change-card";
export { ProfileInfoCard } from "./ui/profile-info-card";
