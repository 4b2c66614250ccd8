import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { ChannelPlansPage, firstChannelPlansPageQueryOptions } from "@/features/cloud-storage";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/serviceCloudstorage/purchase (vms_cloudstorage_mgr in both lists): channels to buy for.
export const Route = createFileRoute("/_shell/service/serviceCloudstorage/purchase")({
  // A failure has toasted (spec §8); the page then shows its warning.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(firstChannelPlansPageQueryOptions()).catch(() => undefined);
  },
  component: CloudPurchaseRoute,
});

function CloudPurchaseRoute() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.cloudStoragePurchase)}>
      <ChannelPlansPage mode="buy" />
    </Page>
  );
}
