import { useLingui } from "@lingui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { allCodes, hasAnyCode, RES } from "@vms/permissions";
import { z } from "zod/mini";
import { usePermissions } from "@/entities/permission";
import { UserRecentOpLogs } from "@/features/operation-logs";
import { UserProfileCard, userQueryOptions } from "@/features/org-users";
import { shellPageTitles } from "@/features/shell";
import { siteCandidatesQueryOptions, UserSiteGrantsPanel } from "@/features/site-grants";
import { useSession } from "@/shared/session";
import { Page } from "@/shared/ui";

// Spec §2 /orgManagement/user/detail (vms_account_invite_qry; the shell guard checks the code).
// Without a user it goes to the user list, where one is chosen.
const userDetailSearchSchema = z.object({ userId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined) });

export const Route = createFileRoute("/_shell/orgManagement/user/detail")({
  validateSearch: userDetailSearchSchema,
  beforeLoad: ({ search }) => {
    if (!search.userId) throw redirect({ to: "/orgManagement", replace: true });
  },
  loaderDeps: ({ search }) => ({ userId: search.userId ?? "" }),
  // A failure has toasted (spec §8); each panel then shows its own state.
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([queryClient.ensureQueryData(userQueryOptions(deps.userId)), queryClient.ensureQueryData(siteCandidatesQueryOptions(deps.userId))]).catch(() => undefined);
  },
  component: UserDetailPage,
});

/** A user's profile, status and actions, their site roles, and their recent operations. */
function UserDetailPage() {
  const { i18n } = useLingui();
  // beforeLoad has sent a missing user to the list.
  const userId = Route.useSearch().userId ?? "";
  const codes = allCodes(usePermissions());
  const isAdmin = useSession()?.user.isAdmin === 1;
  return (
    <Page title={i18n._(shellPageTitles.orgUserDetail)}>
      <UserProfileCard userId={userId} canManage={isAdmin} />
      <UserSiteGrantsPanel userId={userId} />
      {hasAnyCode(codes, [RES.SYSTEM_OPLOG_QRY]) && hasAnyCode(codes, [RES.ORG_QRY]) && <UserRecentOpLogs userId={userId} />}
    </Page>
  );
}
