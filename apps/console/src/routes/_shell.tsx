import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { LicenceLoginNotice } from "@/entities/licence";
import { guardShellNavigation, usePermissionPush, usePermissions } from "@/entities/permission";
import { AlertsMenuBadge } from "@/features/alerts";
import { useBranding, useBrandingDocument } from "@/features/branding";
import { DownloadManager } from "@/features/download-tasks";
import { MaintenanceBanner } from "@/features/maintenance-notice";
import { permissionsFailedMessage, SessionLifecycle } from "@/features/session";
import { RemoteRequestPrompt, RemoteSessionBanner } from "@/features/remote-access";
import { AppShell } from "@/features/shell";
import { hasInBothLists, RES } from "@vms/permissions";
import { useSession } from "@/shared/session";

// The logged-in shell (pathless). Spec §2 guard: token, then permissions, then the route's codes.
export const Route = createFileRoute("/_shell")({
  beforeLoad: async ({ context: { queryClient, session }, location, preload }) => {
    const decision = await guardShellNavigation(queryClient, { pathname: location.pathname, href: location.href }, preload);
    if (decision.action === "login") throw redirect({ to: "/login", search: { redirect: location.href } });
    if (decision.action === "redirect") throw redirect({ href: decision.href, replace: true });
    if (decision.action === "failed") {
      // A forced-logout code has shown its own message; other failures get the permissions notice.
      // A mere preload (hovering a link) ends nothing.
      const forced = decision.error.forcedLogout;
      if (!preload) void session.logout({ callServer: false, navigate: false, ...(forced ? {} : { message: permissionsFailedMessage }) });
      throw redirect({ to: "/login" });
    }
  },
  component: ShellLayout,
});

function ShellLayout() {
  const { session: controller } = Route.useRouteContext();
  const session = useSession();
  const permissions = usePermissions();
  // A role edited or reassigned elsewhere reaches this console over the push socket (spec §6).
  usePermissionPush();
  // Logged-in pages show the organization's own branding (its logo and title, issue 28), stored
  // for the next visit's first paint; until it arrives, the stored one.
  const branding = useBranding({ coId: session?.user.coId ?? "", fetch: false });
  useBrandingDocument(branding);
  // Signed out (logout, another tab): render nothing, so no page query runs without a token.
  if (!session) return null;
  return (
    <AppShell
      brandTitle={branding?.extra.title}
      brandLogo={branding?.extra.logoLcrs || branding?.icon || undefined}
      permissions={permissions}
      user={{ name: session.user.userName || session.user.email, avatar: session.user.avatar }}
      onSignOut={() => void controller.logout()}
      menuBadges={{ alerts: <AlertsMenuBadge permissions={permissions} /> }}
      topBarActions={<DownloadManager />}
    >
      <SessionLifecycle controller={controller} />
      {/* Spec §4: the licence warning after sign-in (no licence, expired, near expiry). */}
      <LicenceLoginNotice />
      <MaintenanceBanner />
      {/* Spec §4: an installer's remote session says whose organization it is in, and until when. */}
      <RemoteSessionBanner user={session.user} />
      {/* Spec §3 remoteReqInfo: administrators see the first pending remote-access request. */}
      <RemoteRequestPrompt enabled={session.user.isAdmin === 1 && hasInBothLists(permissions, RES.MY_INSTALLER)} />
      <Outlet />
    </AppShell>
  );
}
