import { apiClient } from "@/shared/api";

/**
 * Whether an account exists for this e-mail (POST /vms/user/exist). Asked quietly on blur: when it
 * fails, registration itself still refuses a taken address (20022).
 */
export async function checkUserExists(loginName: string): Promise<boolean> {
  const { exist } = await apiClient.call("/user/exist", { loginName }, { hideTip: true });
  return exist;
}
