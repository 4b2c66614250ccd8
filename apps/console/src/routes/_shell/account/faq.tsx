import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { FaqPage } from "@/features/faq";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §1 FAQ (no code), linked from the account page.
export const Route = createFileRoute("/_shell/account/faq")({
  component: FaqRoute,
});

function FaqRoute() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.faq)}>
      <FaqPage />
    </Page>
  );
}
