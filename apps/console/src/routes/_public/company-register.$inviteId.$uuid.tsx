import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/company-register/$inviteId/$uuid")({
  component: CompanyRegisterRoute,
});

function CompanyRegisterRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="companyRegister" backgroundImage={branding?.bgImg} />;
}
