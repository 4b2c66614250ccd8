import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Branding } from "@vms/api-client";
import { BrandLogo, CenteredCard } from "@vms/ui-kit";
import { FloatingPreferences } from "@/shared/ui";
import type { RenderSecondFactor } from "../model/second-factor";
import { useCompleteSignIn } from "../model/use-complete-sign-in";
import { useSignInFlow } from "../model/use-sign-in-flow";
import { LoginForm } from "./login-form";
import { LoginLinks } from "./login-links";

const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export interface LoginPageProps {
  /** Branding of this console (spec §3), or null while none is known. */
  branding: Branding | null;
  /** Where to go after signing in (the `redirect` search param); sanitised again before use. */
  redirect?: string | undefined;
  /** The MFA step (spec §4), composed in by the route. */
  renderSecondFactor?: RenderSecondFactor;
}

/** The sign-in screen: branded card with the form, and language/theme switches in the corner. */
export function LoginPage({ branding, redirect, renderSecondFactor }: LoginPageProps) {
  const { t } = useLingui();
  const onSignedIn = useCompleteSignIn(redirect);
  const flow = useSignInFlow(onSignedIn);
  const title = branding?.extra.title || t`Video Management Console`;
  const logo = branding?.extra.logoLcrs || branding?.icon;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={branding?.bgImg || undefined}>
        <Stack spacing={3}>
          {/* The logo already shows the name (or falls back to it as text): the heading keeps it for
              assistive technology and the page outline without repeating it under the logo. */}
          <Stack sx={{ alignItems: "center" }}>
            <Box data-testid="login-logo" sx={{ maxWidth: "100%" }}>
              <BrandLogo src={logo || undefined} alt={title} height={56} />
            </Box>
            <Typography component="h1" data-testid="login-title" sx={VISUALLY_HIDDEN}>
              {title}
            </Typography>
          </Stack>
          <LoginForm flow={flow} />
          <LoginLinks />
        </Stack>
      </CenteredCard>
      {flow.challenge && renderSecondFactor?.({ challenge: flow.challenge, onSignedIn, onCancel: flow.cancelChallenge })}
    </>
  );
}
