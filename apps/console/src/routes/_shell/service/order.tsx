import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { OrderListPage } from "@/features/orders";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/order (vms_licorder_qry or vms_stgorder_qry; the shell guard checks the codes).
export const Route = createFileRoute("/_shell/service/order")({
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
