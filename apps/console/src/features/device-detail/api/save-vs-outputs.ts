import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VsOutput } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { detailKeys } from "./detail-keys";

/** Creates or replaces the caller's config of `configType` named `configName`. */
async function putConfig(configType: "vs_view" | "vs_system_config", configName: string, value: unknown): Promise<void> {
  const { list } = await apiClient.call("/user-configs/list", { configType });
  const id = list.find((c) => c.configName === configName)?.id;
  await apiClient.call("/user-configs/put", { ...(id ? { id } : {}), configType, configName, configValue: JSON.stringify(value) });
}

/**
 * Sends a viewing station's outputs to the station (POST /vms/config/device/set, section vsOutputs),
 * then keeps the choice as the spec §3 user configs: vs_view per output (voId, split, channels) and
 * vs system config (the 'WxH' of each voId). The station's answer is what the tab shows.
 */
export async function saveVsOutputs(sn: string, outputs: VsOutput[]): Promise<VsOutput[]> {
  const taken = await apiClient.call("/config/device/set", { sn, config: { section: "vsOutputs", value: { outputs } } }, { hideTip: true });
  const value = taken.section === "vsOutputs" ? taken.value.outputs : outputs;
  for (const o of value) await putConfig("vs_view", `${sn}-${o.voId}`, { voId: o.voId, splitNum: o.splitNum, playChlList: o.windows });
  await putConfig("vs_system_config", sn, value.map((o) => ({ voId: o.voId, resolution: o.resolution })));
  return value;
}

/** Mutation around {@link saveVsOutputs}; failures show inline in the tab. */
export function useSaveVsOutputsMutation(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outputs: VsOutput[]) => saveVsOutputs(sn, outputs),
    onSuccess: (outputs) => {
      queryClient.setQueryData(detailKeys.config(sn, "vsOutputs"), { outputs });
      notifier.notify({ message: operationSuccessMessage }, "success");
    },
  });
}
