import { createFileRoute } from "@tanstack/react-router";
import { installerLinkSchema } from "@vms/api-client";
import { useBranding } from "@/features/branding";
import { BindInstallerPage, bindCheckQueryOptions } from "@/features/remote-access";
import { parseRouteParams } from "@/shared/lib/route-params";
import { NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_public/bind/installer/$inviteId/$uuid")({
  // The link's two parts as the check takes them; a malformed link is not found.
  params: { parse: parseRouteParams(installerLinkSchema) },
  // The page says why a link cannot be used (no toast): the loader only asks.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(bindCheckQueryOptions(params.inviteId, params.uuid)).catch(() => undefined);
  },
  notFoundComponent: NotFound,
  component: BindInstallerRoute,
});

function BindInstallerRoute() {
  const branding = useBranding();
  const { inviteId, uuid } = Route.useParams();
  return <BindInstallerPage inviteId={inviteId} uuid={uuid} backgroundImage={branding?.bgImg} />;
}
