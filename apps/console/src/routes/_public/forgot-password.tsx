import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { ForgotPasswordPage } from "@/features/password-recovery";

export const Route = createFileRoute("/_public/forgot-password")({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const branding = useBranding();
  return <ForgotPasswordPage backgroundImage={branding?.bgImg} />;
}
