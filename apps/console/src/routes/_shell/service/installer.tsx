import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { customersQueryOptions, InstallerServicePage, myInstallerQueryOptions } from "@/features/remote-access";
import { shellPageTitles } from "@/features/shell";
import { useSession } from "@/shared/session";
import { Page } from "@/shared/ui";

// Spec §2 /service/installer (vms_my_installer in both lists; the shell guard checks the codes).
export const Route = createFileRoute("/_shell/service/installer")({
  // A failure has toasted (spec §8); the page then shows what it has.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(customersQueryOptions()), queryClient.ensureQueryData(myInstallerQueryOptions())]).catch(() => undefined);
  },
  component: InstallerRoute,
});

function InstallerRoute() {
  const { i18n } = useLingui();
  const session = useSession();
  return (
    <Page title={i18n._(shellPageTitles.installer)}>
      <InstallerServicePage canManage={session?.user.isAdmin === 1} />
    </Page>
  );
}
