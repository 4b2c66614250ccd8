import { useLingui } from "@lingui/react/macro";
import Avatar from "@mui/material/Avatar";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";

export interface ShellUserInfo {
  /** User name, or the e-mail when the name is empty. */
  name: string;
  /** Avatar URL; empty shows the initial. */
  avatar: string;
}

/** The signed-in user in the top bar: avatar and name, leading to the account page. */
export function ShellUser({ user }: { user: ShellUserInfo }) {
  const { t } = useLingui();
  return (
    <ButtonBase
      component={Link}
      to="/account"
      aria-label={t`Account of ${user.name}`}
      data-testid="shell-user"
      sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 1 }}
    >
      <Avatar src={user.avatar || undefined} alt="" sx={{ width: 32, height: 32 }} data-testid="shell-user-avatar">
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ maxWidth: 200 }} data-testid="shell-user-name">
        {user.name}
      </Typography>
    </ButtonBase>
  );
}
