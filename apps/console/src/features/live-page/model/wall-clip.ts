import type { LiveChannel } from "./live-parts";

/** What creating one channel's file of a wall clip came to (issue 31). */
export type WallClipOutcome = { kind: "created"; name: string } | { kind: "empty" } | { kind: "failed" };

/** An archive's title for a channel: "site channel" without the characters titles refuse, at most 64. */
export function archiveTitleOf(channel: Pick<LiveChannel, "siteName" | "chlName">): string {
  return `${channel.siteName} ${channel.chlName}`.replace(/[<>&,'"/\\%:#*?|]/g, " ").replace(/\s+/g, " ").trim().slice(0, 64);
}

/**
 * The channels a synchronised clip is cut from (issue 31): each window's channel once, in window
 * order, named as the dialogs name them.
 */
export function wallClipChannels(windows: readonly { sn: string; chlIndex: number }[], nameOf: (sn: string, chlIndex: number) => Omit<LiveChannel, "sn" | "chlIndex">): LiveChannel[] {
  const seen = new Set<string>();
  const out: LiveChannel[] = [];
  for (const w of windows) {
    const key = `${w.sn}/${w.chlIndex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ sn: w.sn, chlIndex: w.chlIndex, ...nameOf(w.sn, w.chlIndex) });
  }
  return out;
}
