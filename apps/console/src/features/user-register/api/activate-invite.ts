import { useMutation } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Registers from the link and activates the account (POST /vms/user/invite/active). */
export function activateInvite(data: RequestOf<"/user/invite/active">) {
  return apiClient.call("/user/invite/active", data, { hideTip: true });
}

export function useActivateInviteMutation() {
  return useMutation({ mutationFn: activateInvite });
}
