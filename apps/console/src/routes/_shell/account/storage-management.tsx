import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { ChannelPlansPage, firstChannelPlansPageQueryOptions } from "@/features/cloud-storage";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /account/storage-management (no code): each channel's package, status, days kept and space used.
export const Route = createFileRoute("/_shell/account/storage-management")({
  // A failure has toasted (spec §8); the page then shows its warning.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(firstChannelPlansPageQueryOptions()).catch(() => undefined);
  },
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
