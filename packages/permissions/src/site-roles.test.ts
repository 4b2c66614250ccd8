import { describe, expect, it } from "vitest";
import { allowedChildSiteRoles, isSiteGrantValid, isSiteRole, SITE_ROLE, SITE_ROLES_BY_RANK, siteRoleRank } from "./site-roles.js";

describe("site roles (§5, §6)", () => {
  it("§6: Site Admin > Site Viewer/Operator > Live-Only Viewer > No Access", () => {
    expect(SITE_ROLES_BY_RANK).toEqual([SITE_ROLE.SITE_ADMIN, SITE_ROLE.SITE_VIEWER, SITE_ROLE.LIVE_ONLY_VIEWER, SITE_ROLE.NO_ACCESS]);
    expect(SITE_ROLES_BY_RANK.map(siteRoleRank)).toEqual([3, 2, 1, 0]);
    expect(isSiteRole("SITE_ADMIN")).toBe(true);
    expect(isSiteRole("ADMIN")).toBe(false);
  });

  it("§5: a sub-site's permission may not be lower than its parent's", () => {
    for (const parent of SITE_ROLES_BY_RANK) {
      for (const child of SITE_ROLES_BY_RANK) {
        expect(isSiteGrantValid(parent, child), `${parent} → ${child}`).toBe(siteRoleRank(child) >= siteRoleRank(parent));
      }
    }
    expect(isSiteGrantValid(SITE_ROLE.SITE_VIEWER, SITE_ROLE.LIVE_ONLY_VIEWER)).toBe(false);
    expect(isSiteGrantValid(SITE_ROLE.SITE_VIEWER, SITE_ROLE.SITE_ADMIN)).toBe(true);
    expect(isSiteGrantValid(SITE_ROLE.NO_ACCESS, SITE_ROLE.NO_ACCESS)).toBe(true);
  });

  it("§5: a top-level site takes any grant; allowedChildSiteRoles lists the valid ones", () => {
    for (const role of SITE_ROLES_BY_RANK) expect(isSiteGrantValid(null, role)).toBe(true);
    expect(allowedChildSiteRoles(SITE_ROLE.LIVE_ONLY_VIEWER)).toEqual([SITE_ROLE.SITE_ADMIN, SITE_ROLE.SITE_VIEWER, SITE_ROLE.LIVE_ONLY_VIEWER]);
    expect(allowedChildSiteRoles(SITE_ROLE.SITE_ADMIN)).toEqual([SITE_ROLE.SITE_ADMIN]);
    expect(allowedChildSiteRoles(null)).toEqual(SITE_ROLES_BY_RANK);
  });
});
