import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { BindInstallerPage } from "@/features/remote-access";

export const Route = createFileRoute("/_public/bind/installer/$inviteId/$uuid")({
  component: BindInstallerRoute,
});

function BindInstallerRoute() {
  const branding = useBranding();
  const { inviteId, uuid } = Route.useParams();
  return <BindInstallerPage inviteId={inviteId} uuid={uuid} backgroundImage={branding?.bgImg} />;
}
