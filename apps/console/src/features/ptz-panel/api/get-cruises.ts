import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, ptzKeys, type PtzTarget } from "./ptz-transport";

/** One cruise line in the list. */
export interface CruiseSummary {
  index: number;
  name: string;
  presetCount: number;
}

/** The cruise list and the cruise that runs, if any. */
export interface CruiseList {
  cruises: CruiseSummary[];
  running: number | null;
}

/** One stop of a cruise (spec §3 Cruise). */
export interface CruiseStop {
  index: number;
  name: string;
  speed: number;
  holdTime: number;
}

/** Reads a cruise list answer. */
export function parseCruiseList(data: unknown): CruiseList {
  const raw = (data ?? {}) as { cruises?: unknown; running?: unknown };
  const cruises = Array.isArray(raw.cruises)
    ? raw.cruises
        .filter((c): c is CruiseSummary => typeof c?.index === "number" && typeof c?.name === "string")
        .map(({ index, name, presetCount }) => ({ index, name, presetCount: typeof presetCount === "number" ? presetCount : 0 }))
    : [];
  return { cruises, running: typeof raw.running === "number" ? raw.running : null };
}

/** Reads one cruise's stops. */
export function parseCruiseStops(data: unknown): CruiseStop[] {
  const list = (data as { presets?: unknown } | null)?.presets;
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is CruiseStop => typeof s?.index === "number").map(({ index, name, speed, holdTime }) => ({ index, name: String(name ?? ""), speed, holdTime }));
}

export async function getCruises(target: PtzTarget, dialect: PtzDialect): Promise<CruiseList> {
  return parseCruiseList(await callPtz(target, apiFor("listCruises", dialect), {}, "cruise", true));
}

/** One cruise's stops, for editing. */
export async function getCruiseStops(target: PtzTarget, dialect: PtzDialect, index: number): Promise<CruiseStop[]> {
  return parseCruiseStops(await callPtz(target, apiFor("getCruise", dialect), { index }, "cruise"));
}

export function cruisesQueryOptions(target: PtzTarget, dialect: PtzDialect) {
  return queryOptions({ queryKey: ptzKeys.cruises(target), queryFn: () => getCruises(target, dialect), retry: false });
}

export function useCruises(target: PtzTarget, dialect: PtzDialect) {
  return useQuery(cruisesQueryOptions(target, dialect));
}
