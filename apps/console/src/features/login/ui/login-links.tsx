import { Trans } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";

export interface LoginLinksProps {
  /** Opens a page of this console without reloading (the router, when there is one); absent: a plain link. */
  onNavigate?: ((href: string) => void) | undefined;
}

/** Ways out of the login page: self-registration and password recovery. */
export function LoginLinks({ onNavigate }: LoginLinksProps) {
  const link = (href: string, testId: string, children: ReactNode) => {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks (new tab, new window) keep the browser's behaviour.
      if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(href);
    };
    return (
      <a className="vms-login__link" href={href} onClick={onClick} data-testid={testId}>
        {children}
      </a>
    );
  };
  return (
    <div className="vms-login__links">
      {link("/signup", "signup-link", <Trans>Sign up</Trans>)}
      {link("/forgot-password", "forgot-password-link", <Trans>Forgot password?</Trans>)}
    </div>
  );
}
