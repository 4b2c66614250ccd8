import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { ChannelPlansPage } from "@/features/cloud-storage";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /account/storage-management (no code): each channel's package, status, days kept and space used.
export const Route = createFileRoute("/_shell/account/storage-management")({
  component: StorageManagementRoute,
});

function StorageManagementRoute() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.storageManagement)}>
      <ChannelPlansPage mode="manage" />
    </Page>
  );
}
