import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, ptzKeys, type PtzTarget } from "./ptz-transport";

/** A stored preset (spec §3 Presets). */
export interface Preset {
  index: number;
  name: string;
}

/** Reads a preset list answer; entries without an index or a name are left out. */
export function parsePresets(data: unknown): Preset[] {
  const list = (data as { presets?: unknown } | null)?.presets;
  if (!Array.isArray(list)) return [];
  return list
    .filter((p): p is Preset => typeof p?.index === "number" && typeof p?.name === "string")
    .map(({ index, name }) => ({ index, name }))
    .sort((a, b) => a.index - b.index);
}

/** The channel's presets; a failed read is an error state, not a toast (spec §8 list-error). */
export async function getPresets(target: PtzTarget, dialect: PtzDialect): Promise<Preset[]> {
  return parsePresets(await callPtz(target, apiFor("listPresets", dialect), {}, "preset", true));
}

export function presetsQueryOptions(target: PtzTarget, dialect: PtzDialect) {
  return queryOptions({ queryKey: ptzKeys.presets(target), queryFn: () => getPresets(target, dialect), retry: false });
}

export function usePresets(target: PtzTarget, dialect: PtzDialect) {
  return useQuery(presetsQueryOptions(target, dialect));
}
