import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/user-register/$inviteId/$uuid")({
  component: UserRegisterRoute,
});

function UserRegisterRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="userRegister" backgroundImage={branding?.bgImg} />;
}
