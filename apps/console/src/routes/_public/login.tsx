import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useBranding } from "@/features/branding";
import { LoginPage, loginSearchSchema, type RenderSecondFactor } from "@/features/login";

// The MFA dialog is fetched only when a sign-in asks for a second factor (most do not).
const MfaLoginDialog = lazy(() => import("@/features/mfa-login").then((m) => ({ default: m.MfaLoginDialog })));

export const Route = createFileRoute("/_public/login")({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

// The login slice asks for a second factor; the MFA slice answers it (features stay independent).
const renderSecondFactor: RenderSecondFactor = ({ challenge, onSignedIn, onCancel }) => (
  <Suspense fallback={null}>
    <MfaLoginDialog challenge={challenge} onSignedIn={onSignedIn} onCancel={onCancel} />
  </Suspense>
);

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage branding={useBranding()} redirect={redirect} renderSecondFactor={renderSecondFactor} />;
}
