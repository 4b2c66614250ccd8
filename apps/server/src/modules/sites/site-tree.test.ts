import type { SiteRole } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { effectiveRoles, grantsLowerThanParent, isInSubtree, subtreeIds, treeOrder, type SiteRef } from "./site-tree.js";

// hq ─┬─ lobby ── desk
//     └─ yard
// depot
const site = (id: string, parent: SiteRef | null): SiteRef => ({ id, parentId: parent?.id ?? null, path: parent ? `${parent.path}/${id}` : id, depth: parent ? parent.depth + 1 : 1 });
const hq = site("hq", null);
const lobby = site("lobby", hq);
const desk = site("desk", lobby);
const yard = site("yard", hq);
const depot = site("depot", null);
const sites = [desk, yard, lobby, depot, hq];
const grants = (entries: Array<[string, SiteRole]>) => new Map(entries);

describe("site tree rules (decision 0003)", () => {
  it("§6: a grant flows down to sub-sites unless they carry their own; elsewhere NO_ACCESS", () => {
    const roles = effectiveRoles(sites, grants([["hq", "LIVE_ONLY_VIEWER"], ["lobby", "SITE_ADMIN"]]));
    expect(Object.fromEntries(roles)).toEqual({ hq: "LIVE_ONLY_VIEWER", lobby: "SITE_ADMIN", desk: "SITE_ADMIN", yard: "LIVE_ONLY_VIEWER", depot: "NO_ACCESS" });
    expect(Object.fromEntries(effectiveRoles(sites, grants([])))).toEqual({ hq: "NO_ACCESS", lobby: "NO_ACCESS", desk: "NO_ACCESS", yard: "NO_ACCESS", depot: "NO_ACCESS" });
  });

  it("§5 33820: an own grant lower than the inherited role is reported, higher or equal is fine", () => {
    expect(grantsLowerThanParent(sites, grants([["hq", "SITE_VIEWER"], ["desk", "LIVE_ONLY_VIEWER"]]))).toEqual(["desk"]);
    expect(grantsLowerThanParent(sites, grants([["hq", "SITE_VIEWER"], ["lobby", "NO_ACCESS"]]))).toEqual(["lobby"]);
    expect(grantsLowerThanParent(sites, grants([["hq", "SITE_VIEWER"], ["lobby", "SITE_VIEWER"], ["desk", "SITE_ADMIN"]]))).toEqual([]);
    expect(grantsLowerThanParent(sites, grants([["desk", "LIVE_ONLY_VIEWER"], ["depot", "NO_ACCESS"]]))).toEqual([]);
    // The check uses the role passed down, so a raised middle level binds the levels below it.
    expect(grantsLowerThanParent(sites, grants([["lobby", "SITE_ADMIN"], ["desk", "SITE_VIEWER"]]))).toEqual(["desk"]);
  });

  it("selects sub-trees by path prefix without mistaking a longer sibling id", () => {
    expect(subtreeIds(sites, hq).sort()).toEqual(["desk", "hq", "lobby", "yard"]);
    expect(subtreeIds(sites, lobby).sort()).toEqual(["desk", "lobby"]);
    expect(isInSubtree({ path: "hq/lobby2" }, lobby)).toBe(false);
  });

  it("orders a tree depth first; a site whose parent is missing starts its own tree", () => {
    const byId = (a: SiteRef, b: SiteRef) => a.id.localeCompare(b.id);
    expect(treeOrder(sites, byId).map((s) => s.id)).toEqual(["depot", "hq", "lobby", "desk", "yard"]);
    expect(treeOrder([desk, yard], byId).map((s) => s.id)).toEqual(["desk", "yard"]);
  });
});
