import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type MfaFactorSetup = ResponseOf<"/user/mfa/create">;

/** Starts adding an authenticator app (POST /vms/user/mfa/create type OTP): secret and otpauth URI. */
export function createOtpFactor(): Promise<MfaFactorSetup> {
  return apiClient.call("/user/mfa/create", { type: "OTP" });
}

/** Mutation around {@link createOtpFactor}; the factor is listed only once verified, so nothing is invalidated. */
export function useCreateOtpFactorMutation() {
  return useMutation({ mutationFn: createOtpFactor });
}
