import { createFileRoute, useNavigate } from "@tanstack/react-router";
import type { LoginResult } from "@vms/api-client";
import { lazy, Suspense, useCallback } from "react";
import { useBranding } from "@/features/branding";
import { LoginPage, loginSearchSchema, sanitizeRedirect, type RenderSecondFactor } from "@/features/login";
import { sessionStore } from "@/shared/session";

// The MFA dialog is fetched only when a sign-in asks for a second factor (most do not).
const MfaLoginDialog = lazy(() => import("@/features/mfa-login").then((m) => ({ default: m.MfaLoginDialog })));

export const Route = createFileRoute("/_public/login")({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

// The login slice asks for a second factor; the MFA slice answers it (features stay independent).
const renderSecondFactor: RenderSecondFactor = ({ challenge, onSignedIn, onCancel, onRefused }) => (
  <Suspense fallback={null}>
    <MfaLoginDialog challenge={challenge} onSignedIn={onSignedIn} onCancel={onCancel} onRefused={onRefused} />
  </Suspense>
);

/** /login inside the running console (after a logout, or a guard): the router moves on. */
function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  // Spec §2: to `redirect` when it is a path on this site, else "/" (the shell's guard then opens
  // the first permitted page).
  const onSignedIn = useCallback(
    (result: LoginResult) => {
      sessionStore.signIn(result);
      void navigate({ href: sanitizeRedirect(redirect) ?? "/", replace: true });
    },
    [navigate, redirect],
  );
  const onNavigate = useCallback((href: string) => void navigate({ href }), [navigate]);
  return <LoginPage branding={useBranding()} onSignedIn={onSignedIn} renderSecondFactor={renderSecondFactor} onNavigate={onNavigate} />;
}
