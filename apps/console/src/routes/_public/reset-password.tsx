import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { ResetPasswordPage, resetSearchSchema } from "@/features/password-recovery";

export const Route = createFileRoute("/_public/reset-password")({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const branding = useBranding();
  return <ResetPasswordPage search={Route.useSearch()} backgroundImage={branding?.bgImg} />;
}
