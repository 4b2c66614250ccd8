import { apiClient } from "@/shared/api";

/**
 * Revokes the token on the server (POST /vms/user/logout). Quiet and never failing: the console
 * signs out locally whatever the answer. The logout flow clears every cached query afterwards.
 */
export async function logoutOnServer(): Promise<void> {
  await apiClient.call("/user/logout", {}, { hideTip: true }).catch(() => undefined);
}
