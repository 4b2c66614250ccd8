import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { TablePager, useConfirm, usePagerState } from "@/shared/ui";
import { useDeleteInviteMutation } from "../api/delete-invite";
import { useInvites } from "../api/get-invites";
import { useResendInviteMutation } from "../api/resend-invite";
import { CompanyInviteDialog } from "./company-invite-dialog";
import { EditInviteDialog } from "./edit-invite-dialog";
import { InviteDialog } from "./invite-dialog";
import { roleLabel } from "@/entities/permission";
import { INVITE_KIND, INVITE_STATE } from "@vms/api-client";

const STATE_LABELS: Record<number, MessageDescriptor> = { 0: msg`Pending`, 1: msg`Accepted`, 2: msg`Expired` };

/** Spec §4 invitations: invite a user or a new organization, and resend or delete the pending ones (administrators). */
export function InvitesPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui();
  const pager = usePagerState();
  const invites = useInvites({ pageNum: pager.pageNum, pageSize: pager.pageSize });
  const resend = useResendInviteMutation();
  const remove = useDeleteInviteMutation();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const askDelete = async (inviteId: string, email: string) => {
    const yes = await confirm({ title: t`Delete the invitation of ${email}?`, text: t`The link in the e-mail stops working.`, confirmLabel: t`Delete` });
    if (yes) remove.mutate({ inviteId, email });
  };
  const [companyOpen, setCompanyOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      {canManage && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setOpen(true)} data-testid="invite-open">
            {t`Invite a user`}
          </Button>
          <Button variant="outlined" onClick={() => setCompanyOpen(true)} data-testid="company-invite-open">
            {t`Invite an organization`}
          </Button>
        </Stack>
      )}
      <Table size="small" aria-label={t`Invitations`} data-testid="invites-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`E-mail`}</TableCell>
            <TableCell>{t`Role`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Valid until`}</TableCell>
            {canManage && <TableCell>{t`Actions`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.data?.list.map((invite) => (
            <TableRow key={invite.inviteId} data-testid={`invite-row-${invite.email}`}>
              <TableCell>{invite.email}</TableCell>
              <TableCell>{invite.roleName === null ? t`New organization` : roleLabel(i18n, invite.roleName)}</TableCell>
              <TableCell>{i18n._(STATE_LABELS[invite.state] ?? STATE_LABELS[0]!)}</TableCell>
              <TableCell>{formatDateTime(invite.expireTime)}</TableCell>
              {canManage && (
                <TableCell>
                  {invite.state !== INVITE_STATE.ACCEPTED && (
                    <Stack direction="row" spacing={1}>
                      {invite.state === INVITE_STATE.PENDING && invite.kind === INVITE_KIND.USER && (
                        <Button size="small" onClick={() => setEditing(invite.inviteId)} aria-label={t`Edit invitation of ${invite.email}`} data-testid="invite-edit">
                          {t`Edit`}
                        </Button>
                      )}
                      <Button size="small" onClick={() => resend.mutate({ inviteId: invite.inviteId, email: invite.email })} aria-label={t`Resend to ${invite.email}`}>
                        {t`Resend`}
                      </Button>
                      <Button size="small" color="error" onClick={() => void askDelete(invite.inviteId, invite.email)} aria-label={t`Delete invitation of ${invite.email}`}>
                        {t`Delete`}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={invites.data?.total ?? 0} {...pager} />
      <InviteDialog open={open} onClose={() => setOpen(false)} />
      <CompanyInviteDialog open={companyOpen} onClose={() => setCompanyOpen(false)} />
      {editing && <EditInviteDialog inviteId={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
