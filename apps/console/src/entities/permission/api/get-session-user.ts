import { userSummarySchema, type UserSummary } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/**
 * The signed-in user as the server has them now (POST /vms/user/profile/get): the administrator
 * flag and role the session started with may have changed since. Null when it cannot be read.
 */
export async function getSessionUser(): Promise<UserSummary | null> {
  const profile = await apiClient.call("/user/profile/get", {}, { hideTip: true }).catch(() => null);
  const summary = userSummarySchema.safeParse(profile);
  return summary.success ? summary.data : null;
}
