import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import { CenteredCard } from "@vms/ui-kit";
import { FloatingPreferences } from "@/shared/ui";
import { isTermType, termsDocuments } from "../model/terms-content";

export interface TermsPageProps {
  /** The `type` route param: "service" or "privacy". */
  type: string;
  backgroundImage?: string | undefined;
}

/** /term/{type} (spec §2): the service agreement or the privacy policy; anything else is not found. */
export function TermsPage({ type, backgroundImage }: TermsPageProps) {
  const { i18n } = useLingui();
  const document = isTermType(type) ? termsDocuments[type] : null;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={720}>
        <Stack spacing={2.5} component="article">
          {document ? (
            <>
              <Typography variant="h5" component="h1" data-testid="terms-title">
                {i18n._(document.title)}
              </Typography>
              {document.sections.map((section) => (
                <Stack spacing={0.75} key={section.heading.id} component="section">
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {i18n._(section.heading)}
                  </Typography>
                  <Typography variant="body2">{i18n._(section.body)}</Typography>
                </Stack>
              ))}
            </>
          ) : (
            <Typography variant="h5" component="h1" data-testid="terms-not-found">
              <Trans>This document does not exist.</Trans>
            </Typography>
          )}
          <Stack direction="row" spacing={3}>
            <MuiLink component={Link} to="/signup" variant="body2">
              <Trans>Sign up</Trans>
            </MuiLink>
            <MuiLink component={Link} to="/login" variant="body2">
              <Trans>Back to sign in</Trans>
            </MuiLink>
          </Stack>
        </Stack>
      </CenteredCard>
    </>
  );
}
