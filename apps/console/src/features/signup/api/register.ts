import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type RegisterRequest = RequestOf<"/user/register">;

/**
 * Self-registration (POST /vms/user/register): a new organization with this user as its
 * administrator. Without a tip: the form shows code and address failures on their fields.
 */
export function register(data: RegisterRequest): Promise<ResponseOf<"/user/register">> {
  return apiClient.call("/user/register", data, { hideTip: true });
}
