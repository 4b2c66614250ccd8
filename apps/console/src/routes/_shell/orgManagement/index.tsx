import { useLingui } from "@lingui/react";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { createFileRoute } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { allCodes, hasAnyCode, RES, type UserPermissions } from "@vms/permissions";
import { z } from "zod/mini";
import { permissionQueryOptions, usePermissions } from "@/entities/permission";
import { firstInvitesPageQueryOptions, InvitesPanel } from "@/features/invites";
import { OrgDetailsPanel, orgDetailQueryOptions } from "@/features/org-details";
import { firstUsersPageQueryOptions, userRoleOptionsQueryOptions, UsersPanel } from "@/features/org-users";
import { RolesPanel, rolesQueryOptions } from "@/features/roles";
import { shellPageTitles } from "@/features/shell";
import { useSession } from "@/shared/session";
import { Page } from "@/shared/ui";
import { msg } from "@lingui/core/macro";

// Spec §2 orgManagement (any of vms_org_qry, vms_account_invite_qry, vms_account_role_qry): each
// tab needs its own code; changes are for administrators (spec §6).
const TABS = [
  { id: "users", label: msg`Users`, codes: [RES.ACCOUNT_INVITE_QRY, RES.ORG_QRY] },
  { id: "invites", label: msg`Invitations`, codes: [RES.ACCOUNT_INVITE_QRY, RES.ORG_QRY] },
  { id: "roles", label: msg`Roles`, codes: [RES.ACCOUNT_ROLE_QRY, RES.ACCOUNT_INVITE_QRY, RES.ORG_QRY] },
  { id: "organization", label: msg`Organization`, codes: [RES.ORG_QRY] },
] as const;
type TabId = (typeof TABS)[number]["id"];

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(["users", "invites", "roles", "organization"])), undefined) });

/** The tabs the codes open, and the one shown: the requested one when open, else the first. */
function openTabs(perms: UserPermissions, requested: TabId | undefined) {
  const codes = allCodes(perms);
  const tabs = TABS.filter((tab) => hasAnyCode(codes, tab.codes));
  return { tabs, tab: tabs.find((t) => t.id === requested)?.id ?? tabs[0]?.id };
}

/** What the shown tab's panel reads first: its first page (and the role filter's roles). */
function prefetchTab(queryClient: QueryClient, tab: TabId): Promise<unknown> {
  switch (tab) {
    case "users":
      return Promise.all([queryClient.ensureQueryData(firstUsersPageQueryOptions()), queryClient.ensureQueryData(userRoleOptionsQueryOptions())]);
    case "invites":
      return queryClient.ensureQueryData(firstInvitesPageQueryOptions());
    case "roles":
      return queryClient.ensureQueryData(rolesQueryOptions());
    case "organization":
      return queryClient.ensureQueryData(orgDetailQueryOptions());
  }
}

export const Route = createFileRoute("/_shell/orgManagement/")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The shown tab's data, before the page renders (decision 0001). A failure has toasted (spec §8); the panel says so.
  loader: async ({ context: { queryClient }, deps }) => {
    const { tab } = openTabs(await queryClient.ensureQueryData(permissionQueryOptions()), deps.tab);
    if (tab) await prefetchTab(queryClient, tab).catch(() => undefined);
  },
  component: OrgManagementPage,
});

function OrgManagementPage() {
  const { i18n } = useLingui();
  const perms = usePermissions();
  const session = useSession();
  const navigate = Route.useNavigate();
  const canManage = session?.user.isAdmin === 1;
  const { tabs, tab } = openTabs(perms, Route.useSearch().tab);
  return (
    <Page title={i18n._(shellPageTitles.orgManagement)}>
      <Tabs value={tab ?? false} onChange={(_, next: TabId) => void navigate({ search: { tab: next } })} aria-label={i18n._(shellPageTitles.orgManagement)}>
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id} label={i18n._(t.label)} id={`org-tab-${t.id}`} aria-controls={`org-panel-${t.id}`} data-testid={`org-tab-${t.id}`} />
        ))}
      </Tabs>
      {tab && (
        <div role="tabpanel" id={`org-panel-${tab}`} aria-labelledby={`org-tab-${tab}`}>
          {tab === "users" && <UsersPanel canManage={canManage} />}
          {tab === "invites" && <InvitesPanel canManage={canManage} />}
          {tab === "roles" && <RolesPanel canManage={canManage} />}
          {tab === "organization" && <OrgDetailsPanel canManage={canManage} />}
        </div>
      )}
    </Page>
  );
}
