import { useLingui } from "@lingui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { orderQueryOptions, PayPanel, payTypesQueryOptions } from "@/features/payment";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/servicelicense/pay (vms_license_mgr): pays one order, named in the URL.
export const Route = createFileRoute("/_shell/service/servicelicense/pay")({
  validateSearch: z.object({ orderNo: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined) }),
  beforeLoad: ({ search }) => {
    if (!search.orderNo) throw redirect({ to: "/service/servicelicense/list", replace: true });
  },
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo ?? "" }),
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([queryClient.ensureQueryData(orderQueryOptions(deps.orderNo)), queryClient.ensureQueryData(payTypesQueryOptions())]).catch(() => undefined);
  },
  component: LicencePayRoute,
});

function LicencePayRoute() {
  const { i18n } = useLingui();
  const { orderNo = "" } = Route.useSearch();
  return (
    <Page title={i18n._(shellPageTitles.licensePay)}>
      <PayPanel orderNo={orderNo} />
    </Page>
  );
}
