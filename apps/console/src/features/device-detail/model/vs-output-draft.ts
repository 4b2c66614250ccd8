import type { Channel, VsOutput } from "@vms/api-client";

/** A channel as one select value ("sn#chlIndex"); "" is an empty window. */
export const channelKey = (c: { sn: string; chlIndex: number }) => `${c.sn}#${c.chlIndex}`;

/** The output with another split: windows beyond the new split are emptied (spec §9 splits 1, 4, 9, 16). */
export function withSplit(output: VsOutput, splitNum: VsOutput["splitNum"]): VsOutput {
  return { ...output, splitNum, windows: output.windows.filter((w) => w.winIndex <= splitNum) };
}

/** The output with window `winIndex` showing the channel of `key`, or empty for "". */
export function withWindow(output: VsOutput, winIndex: number, key: string): VsOutput {
  const others = output.windows.filter((w) => w.winIndex !== winIndex);
  const hash = key.lastIndexOf("#");
  if (!key || hash < 1) return { ...output, windows: others };
  const window = { winIndex, sn: key.slice(0, hash), chlIndex: Number(key.slice(hash + 1)) };
  return { ...output, windows: [...others, window].sort((a, b) => a.winIndex - b.winIndex) };
}

/** "Site · Device · Channel"-style label of a picker entry. */
export function channelLabel(c: Pick<Channel, "deviceName" | "name" | "sn">): string {
  return `${c.deviceName || c.sn} · ${c.name}`;
}
