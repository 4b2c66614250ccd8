import { z } from "zod/mini";
import { VIEWING_STATION_OUTPUTS } from "../devices/device-types.js";
import { textSchema } from "./primitives.js";

// What a viewing station's two outputs show (spec §3 User config vs_view / vs system config, §9
// viewing-station outputs: 2, default 1920x1080): a split and its channels per output, and the
// output's resolution. The station keeps it; the console also saves it as the caller's user configs.

/** Output resolutions the stations offer ('WxH'). */
export const VS_OUTPUT_RESOLUTIONS = ["1920x1080", "1280x720", "1280x1024", "1024x768", "3840x2160"] as const;
/** Splits an output shows (those of the live page, spec §9). */
export const VS_OUTPUT_SPLITS = [1, 4, 9, 16] as const;
export const VS_OUTPUT_DEFAULT = { resolution: VIEWING_STATION_OUTPUTS.DEFAULT_RESOLUTION, splitNum: 4 } as const;

const splitSchema = z.union([z.literal(1), z.literal(4), z.literal(9), z.literal(16)]);

/** One window of an output: which channel it shows. */
export const vsOutputWindowSchema = z.object({
  winIndex: z.number().check(z.int(), z.minimum(1), z.maximum(16)),
  sn: textSchema().check(z.trim(), z.minLength(1), z.maxLength(64)),
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
});
export type VsOutputWindow = z.infer<typeof vsOutputWindowSchema>;

/** One output (voId 1 or 2): every window inside the split, each window once. */
export const vsOutputSchema = z
  .object({
    voId: z.union([z.literal(1), z.literal(2)]),
    resolution: z.enum(VS_OUTPUT_RESOLUTIONS),
    splitNum: splitSchema,
    windows: z.array(vsOutputWindowSchema).check(z.maxLength(16)),
  })
  .check(z.superRefine((output, ctx) => {
    const seen = new Set<number>();
    output.windows.forEach((w, i) => {
      if (w.winIndex > output.splitNum) ctx.addIssue({ code: "custom", path: ["windows", i, "winIndex"], message: "window outside the split" });
      if (seen.has(w.winIndex)) ctx.addIssue({ code: "custom", path: ["windows", i, "winIndex"], message: "window given twice" });
      seen.add(w.winIndex);
    });
  }));
export type VsOutput = z.infer<typeof vsOutputSchema>;

/** The `vsOutputs` configuration section of a viewing station: its outputs, each once. */
export const vsOutputsConfigSchema = z
  .object({ outputs: z.array(vsOutputSchema).check(z.minLength(1), z.maxLength(VIEWING_STATION_OUTPUTS.COUNT)) })
  .check(z.refine((c) => new Set(c.outputs.map((o) => o.voId)).size === c.outputs.length, { message: "an output given twice", path: ["outputs"] }));
export type VsOutputsConfig = z.infer<typeof vsOutputsConfigSchema>;
