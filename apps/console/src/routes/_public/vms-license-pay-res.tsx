import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/vms-license-pay-res")({
  component: PayResultRoute,
});

function PayResultRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="payResult" backgroundImage={branding?.bgImg} />;
}
