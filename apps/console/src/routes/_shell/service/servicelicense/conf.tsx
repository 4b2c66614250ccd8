import { useLingui } from "@lingui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { LicenceConfirmPage, licenceTermsQueryOptions } from "@/features/licence-purchase";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/servicelicense/conf (vms_license_mgr): confirms a choice made on purchase.
export const Route = createFileRoute("/_shell/service/servicelicense/conf")({
  validateSearch: z.object({
    chlNum: z.catch(z.optional(z.number().check(z.int(), z.minimum(1))), undefined),
    durationType: z.catch(z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5))), undefined),
  }),
  beforeLoad: ({ search }) => {
    // Nothing chosen (a bookmark, a reload without the search): choose first.
    if (search.chlNum === undefined || search.durationType === undefined) throw redirect({ to: "/service/servicelicense/purchase", replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(licenceTermsQueryOptions()).catch(() => undefined);
  },
  component: LicenceConfRoute,
});

function LicenceConfRoute() {
  const { i18n } = useLingui();
  const { chlNum = 1, durationType = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={i18n._(shellPageTitles.licenseConf)}>
      <LicenceConfirmPage choice={{ chlNum, durationType }} onOrdered={(orderNo) => void navigate({ to: "/service/servicelicense/pay", search: { orderNo } })} />
    </Page>
  );
}
