import type { I18n } from "@lingui/core";
import type { LoginResult } from "@vms/api-client";
import { LocaleProvider } from "@vms/i18n/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { sanitizeRedirect } from "@/features/login";
import { SESSION_STORAGE_KEY } from "@/shared/config/storage-keys";
import { trackFocusHistory } from "@/shared/lib/focus-history";
import { writeStorage } from "@/shared/lib/storage";
import { PlainThemePreferenceProvider } from "@/shared/theme";
import { SignInAlone } from "./sign-in-alone";

/**
 * A visit that opens /login without a session (decision 0012): only the sign-in page, without the
 * router, MUI or the API client. Signing in starts the console in the same document, at the
 * `redirect` param when it is a path on this site (spec §2), else at "/" (the first permitted page).
 */
export function startSignIn(container: HTMLElement, i18n: I18n): void {
  // The console started after the sign-in moves focus to its page when the sign-in form had it
  // (the shell reads this history): noted from here, the page's first moment.
  trackFocusHistory();
  const root = createRoot(container);
  const redirect = sanitizeRedirect(new URLSearchParams(globalThis.location.search).get("redirect") ?? undefined);
  const onSignedIn = async (result: LoginResult) => {
    const target = redirect ?? "/";
    try {
      const [{ sessionStore }, { startApp }] = await Promise.all([import("@/shared/session"), import("./start-app")]);
      sessionStore.signIn(result);
      globalThis.history.replaceState(null, "", target);
      // The sign-in page stays until the console's route has loaded and its first render is done.
      await startApp(root, i18n);
    } catch {
      // A chunk could not be fetched (a deploy replaced it, the network dropped): a full load of
      // the console reads the session from storage instead.
      writeStorage(SESSION_STORAGE_KEY, JSON.stringify(result));
      globalThis.location.assign(target);
    }
  };
  root.render(
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <PlainThemePreferenceProvider>
          <SignInAlone i18n={i18n} onSignedIn={(result) => void onSignedIn(result)} />
        </PlainThemePreferenceProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}
