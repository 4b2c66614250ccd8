import { describe, expect, it } from "vitest";
import { siteChoiceFixture, siteNodeFixture as node } from "@/shared/testing";
import { filterSiteTree, findSite, flattenSiteTree, orderFlatSites } from "./flatten-site-tree";

// HQ ─┬─ North ── Depot
//     └─ South
// Branch
const tree = [
  node({
    siteId: "hq",
    siteName: "HQ",
    children: [
      node({ siteId: "north", parentId: "hq", siteName: "North wing", depth: 2, children: [node({ siteId: "depot", parentId: "north", siteName: "Depot", depth: 3 })] }),
      node({ siteId: "south", parentId: "hq", siteName: "South wing", depth: 2 }),
    ],
  }),
  node({ siteId: "branch", siteName: "Branch office" }),
];

const ids = (rows: { site: { siteId: string } }[]) => rows.map((r) => r.site.siteId);

describe("flattenSiteTree (spec §1 site tree with sub-sites)", () => {
  it("lists every site depth first with its level and parent", () => {
    const rows = flattenSiteTree(tree);
    expect(ids(rows)).toEqual(["hq", "north", "depot", "south", "branch"]);
    expect(rows.map((r) => r.level)).toEqual([0, 1, 2, 1, 0]);
    expect(rows.map((r) => r.parentId)).toEqual([null, "hq", "north", "hq", null]);
    expect(rows.map((r) => r.hasChildren)).toEqual([true, true, false, false, false]);
  });

  it("accepts the /user/site/tree answer as is", () => {
    expect(ids(flattenSiteTree({ list: tree }))).toEqual(["hq", "north", "depot", "south", "branch"]);
  });

  it("hides the descendants of collapsed sites", () => {
    expect(ids(flattenSiteTree(tree, { isExpanded: (id) => id === "hq" }))).toEqual(["hq", "north", "south", "branch"]);
    expect(ids(flattenSiteTree(tree, { isExpanded: () => false }))).toEqual(["hq", "branch"]);
  });

  it("copes with a very deep chain without recursion", () => {
    let deep = node({ siteId: "d0" });
    for (let i = 1; i < 5000; i++) deep = node({ siteId: `d${i}`, children: [deep] });
    expect(flattenSiteTree([deep])).toHaveLength(5000);
  });
});

describe("filterSiteTree (search by name)", () => {
  it("keeps matches with the ancestors that lead to them, case-insensitively", () => {
    expect(ids(flattenSiteTree(filterSiteTree(tree, "depot")))).toEqual(["hq", "north", "depot"]);
    expect(ids(flattenSiteTree(filterSiteTree(tree, "WING")))).toEqual(["hq", "north", "south"]);
  });

  it("keeps the whole tree for an empty keyword and nothing when nothing matches", () => {
    expect(ids(flattenSiteTree(filterSiteTree(tree, "  ")))).toHaveLength(5);
    expect(filterSiteTree(tree, "nowhere")).toEqual([]);
  });

  it("does not change the tree it filters", () => {
    filterSiteTree(tree, "depot");
    expect(tree[0]!.children).toHaveLength(2);
  });
});

describe("findSite", () => {
  it("finds a node at any depth", () => {
    expect(findSite(tree, "depot")?.siteName).toBe("Depot");
    expect(findSite({ list: tree }, "missing")).toBeUndefined();
  });
});

describe("orderFlatSites (pickers)", () => {
  it("orders a flat list like the tree, children after their parent", () => {
    const list = [siteChoiceFixture("c", "b"), siteChoiceFixture("b", "a"), siteChoiceFixture("z"), siteChoiceFixture("a"), siteChoiceFixture("b2", "a")];
    const ordered = orderFlatSites(list);
    expect(ordered.map((e) => [e.item.siteId, e.level])).toEqual([
      ["z", 0],
      ["a", 0],
      ["b", 1],
      ["c", 2],
      ["b2", 1],
    ]);
  });

  it("treats a site whose parent is invisible to the caller as a root", () => {
    expect(orderFlatSites([siteChoiceFixture("x", "hidden")]).map((e) => e.level)).toEqual([0]);
  });
});
