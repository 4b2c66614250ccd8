import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/remote-access-login/$grantId/$token")({
  component: RemoteAccessLoginRoute,
});

function RemoteAccessLoginRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="remoteAccessLogin" backgroundImage={branding?.bgImg} />;
}
