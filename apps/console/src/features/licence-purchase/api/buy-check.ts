import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Whether the caller may buy a licence now, and an unpaid order to resume (POST /vms/buy/check). */
export function useLicenceBuyCheck() {
  return useQuery({ queryKey: ["buy-check", 3], queryFn: () => apiClient.call("/buy/check", { orderType: 3 }), staleTime: 0 });
}
