import { describe, expect, it } from "vitest";
import { siteNodeFixture as node } from "@/shared/testing";
import { siteActionsFor } from "./site-actions";
import { ancestorIds, visibleSiteRows } from "./site-tree-view";

const tree = [
  node({
    siteId: "a",
    siteName: "Alpha",
    children: [node({ siteId: "b", parentId: "a", siteName: "Beta", children: [node({ siteId: "c", parentId: "b", siteName: "Gamma" })] })],
  }),
  node({ siteId: "d", siteName: "Delta" }),
];
const ids = (rows: { site: { siteId: string } }[]) => rows.map((r) => r.site.siteId);

describe("site tree view (spec §1 site tree with sub-sites)", () => {
  it("opens the top-level sites by default, deeper ones stay closed", () => {
    expect(ids(visibleSiteRows({ tree, keyword: "", overrides: new Map() }))).toEqual(["a", "b", "d"]);
  });

  it("follows the user's expand and collapse", () => {
    expect(ids(visibleSiteRows({ tree, keyword: "", overrides: new Map([["b", true]]) }))).toEqual(["a", "b", "c", "d"]);
    expect(ids(visibleSiteRows({ tree, keyword: "", overrides: new Map([["a", false]]) }))).toEqual(["a", "d"]);
  });

  it("search shows the matches with their ancestors, whatever is collapsed", () => {
    expect(ids(visibleSiteRows({ tree, keyword: "gam", overrides: new Map([["a", false]]) }))).toEqual(["a", "b", "c"]);
  });

  it("knows the ancestors of a site, nearest first", () => {
    expect(ancestorIds(tree, "c")).toEqual(["b", "a"]);
    expect(ancestorIds(tree, "d")).toEqual([]);
  });
});

describe("site actions by role (decision 0003, spec §6)", () => {
  const ctx = { parentRole: null, isOrgAdmin: false, canGrant: true };

  it("§6: a site admin adds below, edits and manages users; deleting also needs admin on the parent", () => {
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: "p" }, { ...ctx, parentRole: "SITE_VIEWER" })).toEqual({ addSubSite: true, edit: true, remove: false, manageUsers: true });
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: "p" }, { ...ctx, parentRole: "SITE_ADMIN" }).remove).toBe(true);
  });

  it("§6: only organization administrators delete a top-level site", () => {
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: null }, ctx).remove).toBe(false);
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: null }, { ...ctx, isOrgAdmin: true }).remove).toBe(true);
  });

  it("§8 33823: a site at the deepest level offers no 'add sub-site'; one level above still does", () => {
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: "p", depth: 5 }, { ...ctx, maxDepth: 5 }).addSubSite).toBe(false);
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: "p", depth: 4 }, { ...ctx, maxDepth: 5 }).addSubSite).toBe(true);
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: "p", depth: 5 }, { ...ctx, maxDepth: 5 }).edit).toBe(true);
  });

  it("§6: viewers get no actions; managing users needs a grant code", () => {
    expect(Object.values(siteActionsFor({ role: "SITE_VIEWER", parentId: null }, { ...ctx, isOrgAdmin: true })).some(Boolean)).toBe(false);
    expect(siteActionsFor({ role: "SITE_ADMIN", parentId: null }, { ...ctx, canGrant: false }).manageUsers).toBe(false);
  });
});
