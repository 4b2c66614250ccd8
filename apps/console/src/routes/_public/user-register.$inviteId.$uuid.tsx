import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { InviteRegisterPage } from "@/features/user-register";

export const Route = createFileRoute("/_public/user-register/$inviteId/$uuid")({
  component: UserRegisterRoute,
});

function UserRegisterRoute() {
  const branding = useBranding();
  const { inviteId, uuid } = Route.useParams();
  return <InviteRegisterPage inviteId={inviteId} uuid={uuid} backgroundImage={branding?.bgImg} />;
}
