import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { InviteRegisterPage } from "@/features/user-register";

export const Route = createFileRoute("/_public/company-register/$inviteId/$uuid")({
  component: CompanyRegisterRoute,
});

function CompanyRegisterRoute() {
  const branding = useBranding();
  const { inviteId, uuid } = Route.useParams();
  return <InviteRegisterPage inviteId={inviteId} uuid={uuid} backgroundImage={branding?.bgImg} />;
}
