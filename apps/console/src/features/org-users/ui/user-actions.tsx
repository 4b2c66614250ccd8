import { useLingui } from "@lingui/react/macro";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useConfirm } from "@/shared/ui";
import type { OrgUser } from "../api/get-users";
import { useManageUserMutation } from "../api/manage-user";
import type { UserAction } from "../model/user-action";
import { USER_STATE } from "@vms/api-client";
import { USER_TYPE } from "@vms/permissions";

export interface UserActionsProps {
  user: OrgUser;
  /** The signed-in user: their own row offers nothing here (the profile page changes it). */
  selfId: string;
  onChangeRole: (user: OrgUser) => void;
}

/**
 * Administrator actions on one user (spec §6): role, freeze/unfreeze, admin, delete. Freezing,
 * making an administrator and deleting ask first in the console's confirmation (issue 28).
 */
export function UserActions({ user, selfId, onChangeRole }: UserActionsProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const manage = useManageUserMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user.userId === selfId) return null;
  const name = user.userName || user.email;
  const run = async (action: UserAction, ask?: Parameters<typeof confirm>[0]) => {
    setAnchor(null);
    if (ask && !(await confirm(ask))) return;
    manage.mutate({ action, name });
  };
  const makeAdmin = user.type !== USER_TYPE.ADMIN;
  return (
    <>
      <IconButton aria-label={t`Actions for ${name}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid={`user-actions-${user.email}`}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => { setAnchor(null); onChangeRole(user); }} data-testid="user-action-role">
          {t`Change role`}
        </MenuItem>
        {user.state === USER_STATE.ACTIVATED && (
          <MenuItem
            onClick={() =>
              void run(
                { path: "/user/state/update", data: { userId: user.userId, state: USER_STATE.FROZEN } },
                { title: t`Freeze ${name}?`, text: t`${name} is signed out at once and cannot sign in until unfrozen.`, confirmLabel: t`Freeze` },
              )
            }
            data-testid="user-action-freeze"
          >
            {t`Freeze`}
          </MenuItem>
        )}
        {user.state === USER_STATE.FROZEN && (
          <MenuItem onClick={() => void run({ path: "/user/state/update", data: { userId: user.userId, state: USER_STATE.ACTIVATED } })} data-testid="user-action-unfreeze">
            {t`Unfreeze`}
          </MenuItem>
        )}
        <MenuItem
          onClick={() =>
            void run(
              { path: "/user/admin/update", data: { userId: user.userId, isAdmin: makeAdmin ? 1 : 0 } },
              makeAdmin ? { title: t`Make ${name} an administrator?`, text: t`Administrators manage users, roles, sites and the organization.`, confirmLabel: t`Make administrator`, tone: "primary" } : undefined,
            )
          }
          data-testid="user-action-admin"
        >
          {makeAdmin ? t`Make administrator` : t`Remove administrator`}
        </MenuItem>
        <MenuItem
          onClick={() =>
            void run({ path: "/user/delete", data: { userId: user.userId } }, { title: t`Delete ${name}?`, text: t`This cannot be undone.`, confirmLabel: t`Delete` })
          }
          sx={{ color: "error.main" }}
          data-testid="user-action-delete"
        >
          {t`Delete`}
        </MenuItem>
      </Menu>
    </>
  );
}
