import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { OrgUser } from "../api/get-users";
import type { RoleOption } from "../api/get-roles";
import { useManageUserMutation } from "../api/manage-user";
import { roleLabel } from "@/entities/permission";

export interface UserRoleDialogProps {
  user: OrgUser | null;
  roles: readonly RoleOption[];
  onClose: () => void;
}

/** Assigns another role to a user; it applies at their next request (spec §6). */
export function UserRoleDialog({ user, roles, onClose }: UserRoleDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="user-role-title" maxWidth="xs" fullWidth>
      {user && <RoleForm key={user.userId} user={user} roles={roles} onClose={onClose} />}
    </Dialog>
  );
}

function RoleForm({ user, roles, onClose }: { user: OrgUser; roles: readonly RoleOption[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const manage = useManageUserMutation();
  const [chosen, setRoleId] = useState(user.roleId);
  const save = () => manage.mutateAsync({ action: { path: "/user/role/update", data: { userId: user.userId, roleId: chosen } }, name: user.userName || user.email }).then(onClose, () => undefined);
  return (
    <>
      <DialogTitle id="user-role-title">{t`Change role`}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={t`Role`} value={chosen} onChange={(e) => setRoleId(e.target.value)} sx={{ mt: 1 }} data-testid="user-role-select">
          {roles.map((role) => (
            <MenuItem key={role.roleId} value={role.roleId}>
              {roleLabel(i18n, role.roleName)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={manage.isPending} data-testid="user-role-save">
          {t`Save`}
        </Button>
      </DialogActions>
    </>
  );
}
