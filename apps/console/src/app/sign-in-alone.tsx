import type { I18n } from "@lingui/core";
import type { Branding, LoginResult } from "@vms/api-client";
import { lazy, Suspense, useEffect, useState } from "react";
import { applyBrandingToDocument, currentDomain, getBranding } from "@/features/branding";
import { LoginPage, type RenderSecondFactor } from "@/features/login";

// The MFA dialog is MUI and needs the console's providers: fetched only when a sign-in asks for it.
const SignInSecondFactor = lazy(() => import("./sign-in-second-factor").then((m) => ({ default: m.SignInSecondFactor })));

export interface SignInAloneProps {
  i18n: I18n;
  onSignedIn: (result: LoginResult) => void;
}

/** The sign-in page on its own: branding fetched on arrival (spec §2: logo, background, title, favicon), the MFA step on demand. */
export function SignInAlone({ i18n, onSignedIn }: SignInAloneProps) {
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    let live = true;
    // A failure keeps the default look; the title and favicon came from the stored branding.
    getBranding({ domain: currentDomain() }).then(
      (next) => {
        if (!live) return;
        applyBrandingToDocument(next);
        setBranding(next);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const renderSecondFactor: RenderSecondFactor = (props) => (
    <Suspense fallback={null}>
      <SignInSecondFactor i18n={i18n} {...props} />
    </Suspense>
  );
  return <LoginPage branding={branding} onSignedIn={onSignedIn} renderSecondFactor={renderSecondFactor} />;
}
