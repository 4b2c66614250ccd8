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

/**
 * The signed-in user in the top bar: avatar and name, leading to the account page. The link is
 * named by the visible name alone (WCAG 2.5.3); the avatar's initial is decoration.
 */
export function ShellUser({ user }: { user: ShellUserInfo }) {
  return (
    <ButtonBase
      component={Link}
      to="/account"
      data-testid="shell-user"
      sx={(theme) => ({
        gap: 1,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        // ButtonBase draws no focus ring of its own (no focus ripple).
        "&.Mui-focusVisible, &:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Avatar src={user.avatar || undefined} alt="" aria-hidden sx={{ width: 32, height: 32 }} data-testid="shell-user-avatar">
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ maxWidth: 200 }} data-testid="shell-user-name">
        {user.name}
      </Typography>
    </ButtonBase>
  );
}
