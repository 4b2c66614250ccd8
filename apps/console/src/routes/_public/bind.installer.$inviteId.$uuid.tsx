import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/bind/installer/$inviteId/$uuid")({
  component: BindInstallerRoute,
});

function BindInstallerRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="bindInstaller" backgroundImage={branding?.bgImg} />;
}
