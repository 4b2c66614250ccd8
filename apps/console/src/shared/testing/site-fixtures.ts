import type { SiteRoleValue, SiteTreeNode } from "@vms/api-client";

/** A site tree node as `/user/site/tree` answers it, for tests; children and role by default none/admin. */
export function siteNodeFixture(overrides: Partial<SiteTreeNode> & { siteId: string }): SiteTreeNode {
  const { siteId } = overrides;
  return {
    parentId: null,
    siteName: `Site ${siteId}`,
    scene: 1,
    customSceneId: null,
    sceneName: "",
    city: "Springfield",
    address: "1 Main Street",
    contactPerson: "Pat Lee",
    contactPhone: "+1 555 0100",
    depth: 1,
    deviceCount: 0,
    subSiteCount: overrides.children?.length ?? 0,
    createTime: 1_700_000_000_000,
    role: "SITE_ADMIN",
    children: [],
    ...overrides,
  };
}

/** A `/site/list/choose` entry, for tests. */
export function siteChoiceFixture(siteId: string, parentId: string | null = null, role: SiteRoleValue = "SITE_ADMIN", depth = parentId ? 2 : 1) {
  return { siteId, parentId, siteName: `Site ${siteId}`, depth, role };
}
