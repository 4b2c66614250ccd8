import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { SignupPage } from "@/features/signup";

export const Route = createFileRoute("/_public/signup")({
  component: SignupRoute,
});

function SignupRoute() {
  const branding = useBranding();
  return <SignupPage backgroundImage={branding?.bgImg} />;
}
