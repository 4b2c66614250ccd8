import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { LicencePurchasePage, licenceTermsQueryOptions } from "@/features/licence-purchase";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

/** The purchase page's URL: a prefilled camera count and term (spec §4 buttons). */
const licenceChoiceSearch = z.object({
  chlNum: z.catch(z.optional(z.number().check(z.int(), z.minimum(1))), undefined),
  durationType: z.catch(z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5))), undefined),
});

// Spec §2 /service/servicelicense/purchase (vms_license_mgr).
export const Route = createFileRoute("/_shell/service/servicelicense/purchase")({
  validateSearch: licenceChoiceSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(licenceTermsQueryOptions()).catch(() => undefined);
  },
  component: LicencePurchaseRoute,
});

function LicencePurchaseRoute() {
  const { i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={i18n._(shellPageTitles.licensePurchase)}>
      <LicencePurchasePage
        chlNum={search.chlNum}
        durationType={search.durationType}
        onNext={(choice) => void navigate({ to: "/service/servicelicense/conf", search: choice })}
        onTrialStarted={() => void navigate({ to: "/service/servicelicense/list" })}
      />
    </Page>
  );
}
