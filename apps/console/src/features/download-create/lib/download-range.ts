import { lightFormat } from "date-fns";
import { DOWNLOAD_MAX_SEC, DOWNLOAD_PRESETS_SEC, downloadRangeProblem } from "@vms/api-client";

/** A preset length in seconds (spec §5: 30 s, 1, 5, 15 min) or a custom range. */
export type RangeChoice = (typeof DOWNLOAD_PRESETS_SEC)[number] | "custom";
export const RANGE_CHOICES: readonly RangeChoice[] = [...DOWNLOAD_PRESETS_SEC, "custom"];

/** The range a choice stands for, or why it cannot be created (spec §4/§5/§9: end after start, at most 60 min). */
export function chosenRange(choice: RangeChoice, at: number, custom: { startTime: number; endTime: number }): { startTime: number; endTime: number } | { problem: "order" | "tooLong" } {
  if (choice !== "custom") return { startTime: at, endTime: at + choice };
  if (!Number.isFinite(custom.startTime) || !Number.isFinite(custom.endTime) || custom.endTime <= custom.startTime) return { problem: "order" };
  const problem = downloadRangeProblem(custom.startTime, custom.endTime);
  return problem ? { problem } : custom.endTime - custom.startTime > DOWNLOAD_MAX_SEC ? { problem: "tooLong" } : custom;
}

// Spec §5: names must not contain < > & , ' " / \ % : #, and file names also not * ? |.
const FORBIDDEN = /[<>&,'"/\\%:#*?|]/g;
const stamp = (sec: number) => new Date(sec * 1000).toISOString().replace(/[-:T]/g, "").slice(0, 14);
const clean = (s: string) => s.replace(FORBIDDEN, "_").trim().slice(0, 64) || "_";

/** Spec §7: site, channel, start and end plus .avi (a preview; the server's answer names the task). */
export function downloadFileNamePreview(siteName: string, chlName: string, startTime: number, endTime: number): string {
  return `${clean(siteName)}_${clean(chlName)}_${stamp(startTime)}_${stamp(endTime)}.avi`;
}

/** `YYYY-MM-DDTHH:mm:ss` of a Unix time in the browser's zone (a datetime-local value). */
export function toLocalInput(sec: number): string {
  return lightFormat(new Date(sec * 1000), "yyyy-MM-dd'T'HH:mm:ss");
}

/** Unix seconds of a datetime-local value (NaN when empty or invalid). */
export function fromLocalInput(value: string): number {
  return value ? Math.floor(new Date(value).getTime() / 1000) : Number.NaN;
}
