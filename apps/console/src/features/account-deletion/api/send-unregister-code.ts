import { apiClient } from "@/shared/api";

/** Mails the code that confirms the deletion (POST /vms/user/unregister/send-code); the code button shows failures. */
export function sendUnregisterCode() {
  return apiClient.call("/user/unregister/send-code", {}, { hideTip: true });
}
