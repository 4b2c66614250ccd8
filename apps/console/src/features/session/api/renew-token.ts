import type { SessionTokens } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/**
 * A new token and sid for the current session (POST /vms/token/renewal, spec §4). Quiet: a
 * failure is retried by the renewal scheduler; forced-logout codes still show and log out.
 * Nothing cached depends on the token, so nothing is invalidated.
 */
export function renewToken(): Promise<SessionTokens> {
  return apiClient.call("/token/renewal", {}, { hideTip: true });
}
