import { Trans } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import { CenteredCard } from "@vms/ui-kit";
import type { ReactNode } from "react";
import { FloatingPreferences } from "@/shared/ui";

export interface RecoveryCardProps {
  /** Translated heading. */
  title: string;
  /** Translated line under the heading. */
  intro?: string;
  backgroundImage?: string | undefined;
  children: ReactNode;
}

/** Layout of both recovery screens: branded card, heading, content and the way back to sign in. */
export function RecoveryCard({ title, intro, backgroundImage, children }: RecoveryCardProps) {
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {intro && (
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
            )}
          </Stack>
          {children}
          <MuiLink component={Link} to="/login" variant="body2" data-testid="back-to-login">
            <Trans>Back to sign in</Trans>
          </MuiLink>
        </Stack>
      </CenteredCard>
    </>
  );
}
