import type { I18n } from "@lingui/core";
import { useState } from "react";
import type { RenderSecondFactor } from "@/features/login";
import { MfaLoginDialog } from "@/features/mfa-login";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";

type SecondFactorProps = Parameters<RenderSecondFactor>[0] & { i18n: I18n };

/** The MFA dialog (spec §4) for the lone sign-in page, inside the console's providers (theme, toasts). */
export function SignInSecondFactor({ i18n, ...props }: SecondFactorProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MfaLoginDialog {...props} />
    </AppProviders>
  );
}
