import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, ptzKeys, type PtzTarget } from "./ptz-transport";

/** One cruise group: cruise lines run one after another. */
export interface CruiseGroupSummary {
  index: number;
  name: string;
  cruiseCount: number;
}

/** The cruise groups and the one that runs, if any. */
export interface CruiseGroupList {
  groups: CruiseGroupSummary[];
  running: number | null;
}

/** Reads a cruise group list answer. */
export function parseCruiseGroupList(data: unknown): CruiseGroupList {
  const raw = (data ?? {}) as { groups?: unknown; running?: unknown };
  const groups = Array.isArray(raw.groups)
    ? raw.groups
        .filter((g): g is CruiseGroupSummary => typeof g?.index === "number" && typeof g?.name === "string")
        .map(({ index, name, cruiseCount }) => ({ index, name, cruiseCount: typeof cruiseCount === "number" ? cruiseCount : 0 }))
    : [];
  return { groups, running: typeof raw.running === "number" ? raw.running : null };
}

/** Reads the cruise line indexes of one group, in order. */
export function parseGroupCruises(data: unknown): number[] {
  const list = (data as { cruises?: unknown } | null)?.cruises;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c: { index?: unknown } | null) => (typeof c?.index === "number" ? [c.index] : []));
}

export async function getCruiseGroups(target: PtzTarget, dialect: PtzDialect): Promise<CruiseGroupList> {
  return parseCruiseGroupList(await callPtz(target, apiFor("listCruiseGroups", dialect), {}, "cruiseGroup", true));
}

/** One group's cruise lines, for editing. */
export async function getGroupCruises(target: PtzTarget, dialect: PtzDialect, index: number): Promise<number[]> {
  return parseGroupCruises(await callPtz(target, apiFor("getCruiseGroup", dialect), { index }, "cruiseGroup"));
}

export function cruiseGroupsQueryOptions(target: PtzTarget, dialect: PtzDialect) {
  return queryOptions({ queryKey: ptzKeys.cruiseGroups(target), queryFn: () => getCruiseGroups(target, dialect), retry: false });
}

export function useCruiseGroups(target: PtzTarget, dialect: PtzDialect) {
  return useQuery(cruiseGroupsQueryOptions(target, dialect));
}
