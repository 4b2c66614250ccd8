import { useSyncExternalStore } from "react";
import { readJsonStorage, writeStorage } from "@/shared/lib/storage";
import { sessionStore } from "@/shared/session";
import { clampTourSec, DEFAULT_TOUR_SEC } from "./tour";

/** The wall a user had open (issue 31): the layout, and whether it toured and how fast. */
export interface WallMemory {
  layoutId: string | null;
  touring: boolean;
  tourSec: number;
}

const NOTHING: WallMemory = { layoutId: null, touring: false, tourSec: DEFAULT_TOUR_SEC };

/** Per user on this browser; logout clears it with the rest of storage (spec §4). */
const storageKey = () => `vms.live.wall.${sessionStore.get()?.user.userId ?? ""}`;

function parse(raw: unknown): WallMemory {
  if (typeof raw !== "object" || raw === null) return NOTHING;
  const r = raw as Record<string, unknown>;
  return {
    layoutId: typeof r["layoutId"] === "string" ? r["layoutId"] : null,
    touring: r["touring"] === true,
    tourSec: typeof r["tourSec"] === "number" ? clampTourSec(r["tourSec"]) : DEFAULT_TOUR_SEC,
  };
}

let cache: { key: string; value: WallMemory } | null = null;
const listeners = new Set<() => void>();

/** The remembered wall, shared by the layout bar, the wall's strip and the keys. */
export const wallMemory = {
  get(): WallMemory {
    const key = storageKey();
    if (cache?.key !== key) cache = { key, value: parse(readJsonStorage(key)) };
    return cache.value;
  },
  update(change: Partial<WallMemory>): void {
    const key = storageKey();
    const value = { ...wallMemory.get(), ...change };
    cache = { key, value };
    writeStorage(key, JSON.stringify(value));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useWallMemory(): WallMemory {
  return useSyncExternalStore(wallMemory.subscribe, wallMemory.get);
}
