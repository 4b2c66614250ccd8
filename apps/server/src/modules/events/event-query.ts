import { Code, EVENT_CODES, EVENT_RANGE_MAX_MS, isAttributeValue, TARGET_TYPES, type EventFilter } from "@vms/api-client";
import { SITE_ROLE, siteRoleRank } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import { requireIn, type SiteScope } from "../sites/site-access.js";
import { subtreeIds } from "../sites/site-tree.js";
import type { EventQuery } from "./event-repository.js";

/** Events are for site viewers and above: live-only viewers watch live video only (spec §6). */
const MIN_ROLE = SITE_ROLE.SITE_VIEWER;

/** Sites whose events the caller may read; null for administrators (every site). */
export function readableSiteIds(scope: SiteScope): string[] | null {
  if (scope.isAdmin) return null;
  return scope.sites.map((s) => s.id).filter((id) => {
    const role = scope.role(id);
    return role !== null && siteRoleRank(role) >= siteRoleRank(MIN_ROLE);
  });
}

/**
 * The repository query of a caller's filters: range ≤ 31 days (33060), attributes from the
 * target's vocabulary (7000), and only sites the caller may read events of — the named ones
 * (33003 / 20026 / 5000 when not) with their sub-sites, else all of them. Null: nothing to see.
 */
export function eventQueryOf(scope: SiteScope, filter: EventFilter): EventQuery | null {
  if (filter.endTime < filter.startTime) throw new AppError(Code.INVALID_DATA);
  if (filter.endTime - filter.startTime > EVENT_RANGE_MAX_MS) throw new AppError(EVENT_CODES.RANGE_TOO_LONG);
  const targets = filter.targetType ? [filter.targetType] : TARGET_TYPES;
  for (const [key, values] of Object.entries(filter.attributes ?? {})) {
    if (!values.every((v) => targets.some((t) => isAttributeValue(t, key, v)))) throw new AppError(Code.INVALID_DATA);
  }
  const readable = (siteId: string) => {
    const role = scope.role(siteId);
    return role !== null && siteRoleRank(role) >= siteRoleRank(MIN_ROLE);
  };
  let siteIds: string[] | null;
  if (filter.siteIds?.length) {
    const named = [...new Set(filter.siteIds)].map((id) => requireIn(scope, id, MIN_ROLE));
    siteIds = [...new Set(named.flatMap((site) => subtreeIds(scope.sites, site)))].filter(readable);
  } else {
    siteIds = readableSiteIds(scope);
  }
  if (siteIds && siteIds.length === 0) return null;
  return {
    orgId: scope.orgId,
    from: new Date(filter.startTime),
    to: new Date(filter.endTime),
    siteIds,
    cameras: filter.cameras,
    eventTypes: filter.eventTypes,
    targetType: filter.targetType,
    attributes: filter.attributes,
    plate: filter.plate || undefined,
  };
}
