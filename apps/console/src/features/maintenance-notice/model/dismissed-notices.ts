import { readJsonStorage, writeStorage } from "@/shared/lib/storage";

const KEY = "vms.maintenance.dismissed";
/** Enough for every notice a browser will see; older ids fall off. */
const KEEP = 20;

/** Ids of the maintenance notices dismissed in this browser (a new notice shows again). */
export function dismissedNotices(): string[] {
  const stored = readJsonStorage(KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

/** Remembers that notice `id` was dismissed. */
export function dismissNotice(id: string): void {
  writeStorage(KEY, JSON.stringify([id, ...dismissedNotices().filter((d) => d !== id)].slice(0, KEEP)));
}
