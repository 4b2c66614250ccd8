import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { TermsPage } from "@/features/terms";

export const Route = createFileRoute("/_public/term/$type")({
  component: TermRoute,
});

function TermRoute() {
  const { type } = Route.useParams();
  const branding = useBranding();
  return <TermsPage type={type} backgroundImage={branding?.bgImg} />;
}
