import type { SiteRole } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { grantTreeRows, initialGrants, type GrantCandidate } from "./grant-tree";

const c = (siteId: string, parentId: string | null, grantedRole: SiteRole | null, effectiveRole: SiteRole = grantedRole ?? "NO_ACCESS"): GrantCandidate => ({
  siteId,
  parentId,
  siteName: siteId,
  grantedRole,
  effectiveRole,
});
// hq ── north ── depot;  branch
const candidates = [c("hq", null, "SITE_VIEWER"), c("north", "hq", null, "SITE_VIEWER"), c("depot", "north", "SITE_ADMIN"), c("branch", null, null)];
const shape = (own: Map<string, SiteRole>) => grantTreeRows(candidates, own).map((r) => [r.siteId, r.level, r.own, r.effective, r.parentRole, r.invalid]);

describe("a user's grants over the site tree (spec §5, §6)", () => {
  it("starts from the granted roles and inherits down the tree", () => {
    expect(shape(initialGrants(candidates))).toEqual([
      ["hq", 0, "SITE_VIEWER", "SITE_VIEWER", null, false],
      ["north", 1, null, "SITE_VIEWER", "SITE_VIEWER", false],
      ["depot", 2, "SITE_ADMIN", "SITE_ADMIN", "SITE_VIEWER", false],
      ["branch", 0, null, "NO_ACCESS", null, false],
    ]);
  });

  it("§5: recomputes inheritance and flags a sub-site left lower than its parent", () => {
    const own = new Map<string, SiteRole>([["hq", "SITE_ADMIN"], ["depot", "SITE_VIEWER"]]);
    expect(shape(own)).toEqual([
      ["hq", 0, "SITE_ADMIN", "SITE_ADMIN", null, false],
      ["north", 1, null, "SITE_ADMIN", "SITE_ADMIN", false],
      ["depot", 2, "SITE_VIEWER", "SITE_VIEWER", "SITE_ADMIN", true],
      ["branch", 0, null, "NO_ACCESS", null, false],
    ]);
  });

  it("takes an inheriting site's reported role as its parent's when the parent is not grantable", () => {
    const rows = grantTreeRows([c("wing", "hidden-parent", null, "LIVE_ONLY_VIEWER")], new Map([["wing", "NO_ACCESS"]]));
    expect(rows[0]).toMatchObject({ level: 0, parentRole: "LIVE_ONLY_VIEWER", invalid: true });
  });
});
