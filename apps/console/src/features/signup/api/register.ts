import { useMutation } from "@tanstack/react-query";
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

/** Mutation around {@link register}; the user is not signed in yet, so nothing cached changes. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
