import { Code, type LicenceChannelList, type ParsedRequestOf } from "@vms/api-client";
import { reorderVisible } from "@vms/licence-pricing";
import { AppError } from "../../core/app-error.js";
import type { SitesModule } from "../sites/sites-module.js";
import type { CommerceRepository } from "./commerce-repository.js";
import type { LicenceService } from "./licence-service.js";
import type { Caller } from "../../core/caller.js";

/**
 * The administrator's view and change of the licence order (issue 27, decision 0019): which
 * cameras the free channels and the licence cover. Both calls need vms_license_mgr (the registry)
 * and see only the caller's visible sites; a move reorders the visible cameras among the places
 * they hold, so cameras of sites the caller cannot see keep theirs.
 */
export function createLicenceChannelOrder(deps: { repo: CommerceRepository; licences: LicenceService; sites: SitesModule; now: () => number; changed: () => void }) {
  const { repo, licences, sites, now } = deps;

  async function list(caller: Caller): Promise<LicenceChannelList> {
    const visible = new Set(await sites.access.visibleSiteIds(caller));
    const { slots, list: all } = await licences.channelStandings(caller.user.orgId, now());
    return {
      freeChlNum: slots.free,
      licensedChlNum: slots.paid,
      totalChlNum: all.length,
      list: all.filter((c) => visible.has(c.siteId)).map(({ sn, chlIndex, chlName, devName, siteName, place, licence }) => ({ sn, chlIndex, chlName, devName, siteName, place, licence })),
    };
  }

  async function move(caller: Caller, data: ParsedRequestOf<"/license-chl/move">): Promise<LicenceChannelList> {
    const orgId = caller.user.orgId;
    const visibleSites = new Set(await sites.access.visibleSiteIds(caller));
    // One move at a time per organization (the row lock): each reads the order the previous wrote.
    await repo.transaction(async (tx) => {
      await repo.lockOrg(orgId, tx);
      const order = await repo.licenceOrder(orgId, tx);
      const visible = order.filter((c) => visibleSites.has(c.siteId));
      const from = visible.findIndex((c) => c.sn === data.sn && c.chlIndex === data.chlIndex);
      // Another organization's camera, a hidden site's, or no camera at all: as if it did not exist.
      if (from < 0) throw new AppError(Code.NO_CHANNEL_PERMISSION);
      const wanted = [...visible];
      const [moved] = wanted.splice(from, 1);
      wanted.splice(Math.min(data.position, visible.length) - 1, 0, moved!);
      await repo.setLicenceOrder(orgId, reorderVisible(order, new Set(visible), wanted), tx);
    });
    // The cloud recorder records licensed channels only: tell it now rather than at its next poll.
    deps.changed();
    return list(caller);
  }

  return { list, move };
}

export type LicenceChannelOrder = ReturnType<typeof createLicenceChannelOrder>;
