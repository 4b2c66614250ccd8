import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { LoginPage, loginSearchSchema, type RenderSecondFactor } from "@/features/login";
import { MfaLoginDialog } from "@/features/mfa-login";

export const Route = createFileRoute("/_public/login")({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

// The login slice asks for a second factor; the MFA slice answers it (features stay independent).
const renderSecondFactor: RenderSecondFactor = ({ challenge, onSignedIn, onCancel }) => (
  <MfaLoginDialog challenge={challenge} onSignedIn={onSignedIn} onCancel={onCancel} />
);

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage branding={useBranding()} redirect={redirect} renderSecondFactor={renderSecondFactor} />;
}
