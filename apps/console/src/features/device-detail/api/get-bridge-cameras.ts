import { queryOptions, useQuery } from "@tanstack/react-query";
import { bridgeCamerasSchema, Code, type BridgeCameras } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { detailKeys } from "./detail-keys";

/** The bridge answered, but not with its cameras (a failed status or an answer of another shape). */
export class BridgeStatusFailure extends Error {
  constructor(readonly code: number) {
    super(`queryBridgeCameras failed (${code})`);
    this.name = "BridgeStatusFailure";
  }
}

/**
 * A site bridge's cameras, disk use and oldest recording (issue 30): `queryBridgeCameras` through
 * POST /vms/device/transport. Without a tip: the tab shows 7062 (offline) and other failures inline.
 */
export async function getBridgeCameras(sn: string): Promise<BridgeCameras> {
  const result = await apiClient.call("/device/transport", { sn, api: "queryBridgeCameras", params: {} }, { hideTip: true });
  if (result.code !== Code.OK || result.status === "failed") throw new BridgeStatusFailure(result.code);
  const parsed = bridgeCamerasSchema.safeParse(result.data);
  if (!parsed.success) throw new BridgeStatusFailure(result.code);
  return parsed.data;
}

/** Asked again each time the tab opens, and by its refresh button. */
export function useBridgeCameras(sn: string) {
  return useQuery(queryOptions({ queryKey: detailKeys.bridgeCameras(sn), queryFn: () => getBridgeCameras(sn), staleTime: 0 }));
}
