import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { remoteConnectSchema } from "@vms/api-client";
import { useBranding } from "@/features/branding";
import { RemoteLoginPage } from "@/features/remote-access";
import { parseRouteParams } from "@/shared/lib/route-params";
import { NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_public/remote-access-login/$grantId/$token")({
  // The link's two parts as the connect call takes them; a malformed link is not found.
  params: { parse: parseRouteParams(remoteConnectSchema) },
  notFoundComponent: NotFound,
  component: RemoteAccessLoginRoute,
});

function RemoteAccessLoginRoute() {
  const branding = useBranding();
  const { grantId, token } = Route.useParams();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  // Signed in as someone else, or without a second factor: sign out, then sign in and come back.
  const signInAgain = (redirect: string) =>
    void session.logout({ navigate: false }).then(() => navigate({ to: "/login", search: { redirect }, replace: true }));
  return <RemoteLoginPage grantId={grantId} token={token} backgroundImage={branding?.bgImg} onSignInAgain={signInAgain} />;
}
