import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { allCodes } from "@vms/permissions";
import { permissionQueryOptions } from "@/entities/permission";
import { firstOrdersPageQueryOptions, OrderListPage } from "@/features/orders";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/order (vms_licorder_qry or vms_stgorder_qry; the shell guard checks the codes).
export const Route = createFileRoute("/_shell/service/order")({
  // The order types shown follow the codes (spec §6), as on the page. A failure has toasted (spec §8).
  loader: async ({ context: { queryClient } }) => {
    const permissions = await queryClient.ensureQueryData(permissionQueryOptions());
    await queryClient.ensureQueryData(firstOrdersPageQueryOptions(allCodes(permissions))).catch(() => undefined);
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.order)}>
      <OrderListPage />
    </Page>
  );
}
