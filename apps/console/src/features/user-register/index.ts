// Public API of the invitation registration feature (spec §2 /user-register and /company-register,
// §4 invitations, §7 /user/invite/check and /user/invite/active).
export { inviteCheckQueryOptions } from "./api/check-invite";
export { InviteRegisterPage } from "./ui/invite-register-page";
