import { useLingui } from "@lingui/react/macro";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import type { OrgUser } from "../api/get-users";
import { useManageUserMutation } from "../api/manage-user";

export interface UserActionsProps {
  user: OrgUser;
  /** The signed-in user: their own row offers nothing here (the profile page changes it). */
  selfId: string;
  onChangeRole: (user: OrgUser) => void;
}

/** Administrator actions on one user (spec §6): role, freeze/unfreeze, admin, delete. */
export function UserActions({ user, selfId, onChangeRole }: UserActionsProps) {
  const { t } = useLingui();
  const manage = useManageUserMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.userId === selfId) return null;
  const run = (action: Parameters<typeof manage.mutate>[0]) => {
    setAnchor(null);
    manage.mutate(action);
  };
  const name = user.userName || user.email;
  return (
    <>
      <IconButton aria-label={t`Actions for ${name}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid={`user-actions-${user.email}`}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => { setAnchor(null); onChangeRole(user); }} data-testid="user-action-role">
          {t`Change role`}
        </MenuItem>
        {user.state === 1 && (
          <MenuItem onClick={() => run({ path: "/user/state/update", data: { userId: user.userId, state: 2 } })} data-testid="user-action-freeze">
            {t`Freeze`}
          </MenuItem>
        )}
        {user.state === 2 && (
          <MenuItem onClick={() => run({ path: "/user/state/update", data: { userId: user.userId, state: 1 } })} data-testid="user-action-unfreeze">
            {t`Unfreeze`}
          </MenuItem>
        )}
        <MenuItem onClick={() => run({ path: "/user/admin/update", data: { userId: user.userId, isAdmin: user.type === 1 ? 0 : 1 } })} data-testid="user-action-admin">
          {user.type === 1 ? t`Remove administrator` : t`Make administrator`}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (window.confirm(t`Delete ${name}? This cannot be undone.`)) run({ path: "/user/delete", data: { userId: user.userId } });
            else setAnchor(null);
          }}
          sx={{ color: "error.main" }}
          data-testid="user-action-delete"
        >
          {t`Delete`}
        </MenuItem>
      </Menu>
    </>
  );
}
