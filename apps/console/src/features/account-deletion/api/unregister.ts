import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** What confirms the deletion: the password, or the e-mail code from /user/unregister/send-code. */
export type DeletionProof = { password: string } | { emailCode: string };

/** Deletes the signed-in account (POST /vms/user/unregister); the dialog shows failures. */
export function unregister(proof: DeletionProof) {
  return apiClient.call("/user/unregister", proof, { hideTip: true });
}

export function useUnregisterMutation() {
  return useMutation({ mutationFn: unregister });
}
