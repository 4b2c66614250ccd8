import { Trans } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link } from "@tanstack/react-router";

/** Ways out of the login page: self-registration and password recovery. */
export function LoginLinks() {
  return (
    <Stack direction="row" sx={{ justifyContent: "space-between" }}>
      <MuiLink component={Link} to="/signup" variant="body2" data-testid="signup-link">
        <Trans>Sign up</Trans>
      </MuiLink>
      <MuiLink component={Link} to="/forgot-password" variant="body2" data-testid="forgot-password-link">
        <Trans>Forgot password?</Trans>
      </MuiLink>
    </Stack>
  );
}
