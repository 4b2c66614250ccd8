import { useNavigate } from "@tanstack/react-router";
import type { LoginResult } from "@vms/api-client";
import { useCallback } from "react";
import { sessionStore } from "@/shared/session";
import { sanitizeRedirect } from "./login-search";

/**
 * Stores the session and leaves the login page: to `redirect` when it is a path on this site,
 * else "/" (the shell's guard then opens the first permitted page, spec §2).
 */
export function useCompleteSignIn(redirect: string | undefined): (result: LoginResult) => void {
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResult) => {
      sessionStore.signIn(result);
      void navigate({ href: sanitizeRedirect(redirect) ?? "/", replace: true });
    },
    [navigate, redirect],
  );
}
