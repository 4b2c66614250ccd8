import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import { CenteredCard } from "@vms/ui-kit";
import { FloatingPreferences, RichMessage } from "@/shared/ui";
import { SignupForm } from "./signup-form";

const haveAccountMessage = msg`Already have an account? <0>Sign in</0>`;

export interface SignupPageProps {
  /** Branding background (spec §3), when known. */
  backgroundImage?: string | undefined;
}

/** Self-registration (spec §2 /signup): a new organization with its first administrator. */
export function SignupPage({ backgroundImage }: SignupPageProps) {
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={480}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            <Trans>Create your account</Trans>
          </Typography>
          <SignupForm />
          <Typography variant="body2">
            <RichMessage message={haveAccountMessage} components={{ 0: <MuiLink component={Link} to="/login" data-testid="login-link" /> }} />
          </Typography>
        </Stack>
      </CenteredCard>
    </>
  );
}
