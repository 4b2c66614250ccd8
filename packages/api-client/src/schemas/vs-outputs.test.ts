import { describe, expect, it } from "vitest";
import { vsOutputsConfigSchema } from "./vs-outputs.js";

const output = (voId: number, splitNum: number, winIndexes: number[]) => ({
  voId,
  resolution: "1920x1080",
  splitNum,
  windows: winIndexes.map((winIndex) => ({ winIndex, sn: "SN1", chlIndex: 1 })),
});

describe("viewing-station outputs (spec §3 vs_view, §9 two outputs)", () => {
  it("§9: one or both outputs, each once, every window inside its split and given once", () => {
    expect(vsOutputsConfigSchema.safeParse({ outputs: [output(1, 4, [1, 4]), output(2, 1, [1])] }).success).toBe(true);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [output(1, 4, [5])] }).success).toBe(false);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [output(1, 4, [2, 2])] }).success).toBe(false);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [output(1, 4, []), output(1, 4, [])] }).success).toBe(false);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [output(3, 4, [])] }).success).toBe(false);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [] }).success).toBe(false);
    expect(vsOutputsConfigSchema.safeParse({ outputs: [{ ...output(1, 6, []) }] }).success).toBe(false);
  });
});
