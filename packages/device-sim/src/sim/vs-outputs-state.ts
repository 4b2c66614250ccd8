import { VS_OUTPUT_DEFAULT, vsOutputsConfigSchema, type VsOutput, type VsOutputsConfig } from "@vms/api-client";
import type { VideoOutput } from "../descriptors.js";

/**
 * A viewing station's outputs (spec §3 vs_view / vs system config): each output's resolution, split
 * and the channels of its windows. Devices without outputs have no such section.
 */
export class VsOutputsState {
  private readonly views = new Map<number, Pick<VsOutput, "splitNum" | "windows">>();

  /** `outputs` is the device's own list: a resolution taken here is what the device reports. */
  constructor(private readonly outputs: VideoOutput[]) {
    for (const o of outputs) this.views.set(o.index, { splitNum: VS_OUTPUT_DEFAULT.splitNum, windows: [] });
  }

  get supported(): boolean {
    return this.outputs.length > 0;
  }

  /** configGet "vsOutputs". */
  get(): VsOutputsConfig {
    return {
      outputs: this.outputs.map((o) => {
        const view = this.views.get(o.index) ?? { splitNum: VS_OUTPUT_DEFAULT.splitNum, windows: [] };
        return { voId: o.index as 1 | 2, resolution: o.resolution as VsOutput["resolution"], splitNum: view.splitNum, windows: view.windows.map((w) => ({ ...w })) };
      }),
    };
  }

  /** configSet "vsOutputs": outputs not named keep what they show. */
  set(value: unknown): { ok: true } | { ok: false; reason: string } {
    const parsed = vsOutputsConfigSchema.safeParse(value);
    if (!parsed.success) return { ok: false, reason: "invalid outputs" };
    for (const next of parsed.data.outputs) {
      const output = this.outputs.find((o) => o.index === next.voId);
      if (!output) return { ok: false, reason: `no output ${next.voId}` };
    }
    for (const next of parsed.data.outputs) {
      this.outputs.find((o) => o.index === next.voId)!.resolution = next.resolution;
      this.views.set(next.voId, { splitNum: next.splitNum, windows: next.windows.map((w) => ({ ...w })) });
    }
    return { ok: true };
  }
}
