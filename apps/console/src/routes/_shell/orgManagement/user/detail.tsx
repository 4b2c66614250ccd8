import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ShellPlaceholderPage, shellPageTitles } from "@/features/shell";
import { UserSiteGrantsPanel } from "@/features/site-grants";
import { Page } from "@/shared/ui";

// Spec §2 /orgManagement/user/detail (vms_account_invite_qry; the shell guard checks the code).
// The user list that links here arrives with organization management; the site roles of §6 work now.
const userDetailSearchSchema = z.object({ userId: z.string().min(1).max(64).optional().catch(undefined) });

export const Route = createFileRoute("/_shell/orgManagement/user/detail")({
  validateSearch: userDetailSearchSchema,
  component: UserDetailPage,
});

function UserDetailPage() {
  const { i18n } = useLingui();
  const { userId } = Route.useSearch();
  if (!userId) return <ShellPlaceholderPage page="orgUserDetail" />;
  return (
    <Page title={i18n._(shellPageTitles.orgUserDetail)}>
      <UserSiteGrantsPanel userId={userId} />
    </Page>
  );
}
