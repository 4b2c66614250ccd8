import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CenteredCard } from "@vms/ui-kit";
import { Link } from "@tanstack/react-router";
import { FloatingPreferences, PlaceholderNotice } from "@/shared/ui";
import { publicPageTitles, type PublicPageId } from "../model/public-page-titles";

export interface PublicPlaceholderPageProps {
  page: PublicPageId;
  /** Branding background (spec §3), when known. */
  backgroundImage?: string | undefined;
}

/** A public page not built yet: branded card, its title, the notice and a way back to sign in. */
export function PublicPlaceholderPage({ page, backgroundImage }: PublicPlaceholderPageProps) {
  const { i18n } = useLingui();
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {i18n._(publicPageTitles[page])}
          </Typography>
          <PlaceholderNotice />
          <MuiLink component={Link} to="/login" variant="body2">
            <Trans>Back to sign in</Trans>
          </MuiLink>
        </Stack>
      </CenteredCard>
    </>
  );
}
