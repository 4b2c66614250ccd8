// Public API of the invitations feature (spec §4 invitations, §7 /user/invite, /user/invite/retry,
// /invite/list, /user-invite/delete).
export { InvitesPanel } from "./ui/invites-panel";
export { firstInvitesPageQueryOptions } from "./api/get-invites";
