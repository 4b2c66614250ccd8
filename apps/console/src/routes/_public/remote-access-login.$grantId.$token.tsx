import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { RemoteLoginPage } from "@/features/remote-access";

export const Route = createFileRoute("/_public/remote-access-login/$grantId/$token")({
  component: RemoteAccessLoginRoute,
});

function RemoteAccessLoginRoute() {
  const branding = useBranding();
  const { grantId, token } = Route.useParams();
  return <RemoteLoginPage grantId={grantId} token={token} backgroundImage={branding?.bgImg} />;
}
