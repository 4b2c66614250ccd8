import { useInviteDetail } from "../api/get-invite-detail";
import { inviteFormOf } from "../model/invite-form";
import { InviteDialog } from "./invite-dialog";

/** Loads a pending invitation with its grants, then edits it in the invite dialog (spec §7 /user-invite/update). */
export function EditInviteDialog({ inviteId, onClose }: { inviteId: string; onClose: () => void }) {
  const detail = useInviteDetail(inviteId);
  if (!detail.data) return null;
  return <InviteDialog open onClose={onClose} edit={{ inviteId, values: inviteFormOf(detail.data) }} />;
}
