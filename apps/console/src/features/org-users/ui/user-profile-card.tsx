import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useSession } from "@/shared/session";
import { useRoleOptions } from "../api/get-roles";
import { useUser, type OrgUser } from "../api/get-users";
import { USER_STATE_LABELS } from "../model/user-labels";
import { UserActions } from "./user-actions";
import { UserRoleDialog } from "./user-role-dialog";
import { roleLabel } from "@/entities/permission";
import { USER_TYPE } from "@vms/permissions";

export interface UserProfileCardProps {
  userId: string;
  /** Administrators manage the user here (role, freeze, admin, delete; spec §6). */
  canManage: boolean;
}

/** One user's profile on the user detail page (spec §2): name, e-mail, phone, role, status. */
export function UserProfileCard({ userId, canManage }: UserProfileCardProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const user = useUser(userId);
  const roles = useRoleOptions();
  const [roleTarget, setRoleTarget] = useState<OrgUser | null>(null);
  if (user.isPending) return <Skeleton variant="rounded" height={96} />;
  if (user.isError || !user.data) return <Alert severity="warning" data-testid="user-profile-missing">{t`This user could not be found.`}</Alert>;
  const u = user.data;
  const fields: Array<[string, string]> = [
    [t`E-mail`, u.email],
    [t`Phone`, u.phone || "—"],
    [t`Role`, roleLabel(i18n, u.roleName)],
    [t`Created`, formatDateTime(u.createTime)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="user-profile">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <Typography variant="h6" component="h2">
          {u.userName || u.email}
        </Typography>
        <Chip size="small" label={i18n._(USER_STATE_LABELS[u.state] ?? USER_STATE_LABELS[0]!)} data-testid="user-profile-state" />
        {u.type === USER_TYPE.ADMIN && <Chip size="small" color="primary" variant="outlined" label={t`Administrator`} />}
        <Stack sx={{ flex: 1 }} />
        {canManage && <UserActions user={u} selfId={session?.user.userId ?? ""} onChangeRole={setRoleTarget} />}
      </Stack>
      <Stack component="dl" direction="row" spacing={4} useFlexGap sx={{ flexWrap: "wrap", m: 0, mt: 1 }}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      <UserRoleDialog user={roleTarget} roles={roles.data?.list ?? []} onClose={() => setRoleTarget(null)} />
    </Paper>
  );
}
