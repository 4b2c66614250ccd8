import { useLingui } from "@lingui/react/macro";
import type { Branding, LoginResult } from "@vms/api-client";
import { useThemePreference } from "@/shared/theme";
import type { RenderSecondFactor } from "../model/second-factor";
import { useSignInFlow } from "../model/use-sign-in-flow";
import { LoginForm } from "./login-form";
import { LoginLinks } from "./login-links";
import { LoginPreferences } from "./login-preferences";
import { SignOutNotice } from "./sign-out-notice";
import "./login.css";

export interface LoginPageProps {
  /** Branding of this console (spec §3), or null while none is known. */
  branding: Branding | null;
  /** Stores the session and leaves the page (the host knows how: router, or starting the console). */
  onSignedIn: (result: LoginResult) => void;
  /** The MFA step (spec §4), composed in by the host. */
  renderSecondFactor?: RenderSecondFactor | undefined;
  /** Opens another page of the console without reloading; absent: plain links. */
  onNavigate?: ((href: string) => void) | undefined;
}

/**
 * The sign-in screen: branded card with the form, language/theme switches in the corner. Plain
 * React and CSS, no MUI or router (decision 0012): it is the first page most visits load.
 */
export function LoginPage({ branding, onSignedIn, renderSecondFactor, onNavigate }: LoginPageProps) {
  const { t } = useLingui();
  const { theme } = useThemePreference();
  const flow = useSignInFlow(onSignedIn);
  const title = branding?.extra.title || t`Video Management Console`;
  const logo = branding?.extra.logoLcrs || branding?.icon;
  const background = branding?.bgImg ? { backgroundImage: `url("${encodeURI(branding.bgImg)}")` } : undefined;
  return (
    <div className="vms-login" data-theme={theme} data-background={background ? "image" : undefined} style={background}>
      <LoginPreferences />
      <main className="vms-login__card">
        {/* The logo already shows the name (or the name stands in for it): the heading keeps it for
            assistive technology and the page outline without repeating it under the logo. */}
        <div className="vms-login__brand" data-testid="login-logo">
          {logo ? <img src={logo} alt={title} /> : <span className="vms-login__brand-text" aria-hidden="true">{title}</span>}
        </div>
        <h1 className="vms-login__hidden" data-testid="login-title">
          {title}
        </h1>
        <SignOutNotice />
        <LoginForm flow={flow} />
        <LoginLinks onNavigate={onNavigate} />
      </main>
      {flow.challenge && renderSecondFactor?.({ challenge: flow.challenge, onSignedIn, onCancel: flow.cancelChallenge, onRefused: flow.refuseChallenge })}
    </div>
  );
}
