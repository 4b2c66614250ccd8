import { RES, type UserPermissions } from "@vms/permissions";
import type { SiteTreeNode } from "@vms/api-client";
import { permissionKeys } from "@/entities/permission";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders, siteNodeFixture as node, type MockHandlers } from "@/shared/testing";
import { SiteListPage } from "./site-list-page";

/** HQ (2 devices) ─┬─ North wing ── Depot;  └─ South wing.  Branch office. */
export function sampleTree(role: SiteTreeNode["role"] = "SITE_ADMIN"): SiteTreeNode[] {
  return [
    node({
      siteId: "hq",
      siteName: "HQ",
      deviceCount: 2,
      role,
      children: [
        node({ siteId: "north", parentId: "hq", siteName: "North wing", depth: 2, role, subSiteCount: 1, children: [node({ siteId: "depot", parentId: "north", siteName: "Depot", depth: 3, role })] }),
        node({ siteId: "south", parentId: "hq", siteName: "South wing", depth: 2, role }),
      ],
    }),
    node({ siteId: "branch", siteName: "Branch office", role }),
  ];
}

export const ADMIN_PERMS: UserPermissions = { roleCodes: [RES.SITE_QRY, RES.DEVICE_QRY, RES.ACCOUNT_INVITE_QRY], dynamicCodes: [] };

/** Renders the site page signed in (as an org admin unless `admin` is false) over `handlers`. */
export async function renderSitePage(handlers: MockHandlers, { admin = true, perms = ADMIN_PERMS, locale }: { admin?: boolean; perms?: UserPermissions; locale?: "en-US" | "zh-CN" } = {}) {
  const base = loginResultFixture();
  sessionStore.signIn(admin ? base : { ...base, user: { ...base.user, type: 2, isAdmin: 0, roleMarker: null } });
  const api = mockApi({
    "/device/page": () => ({ total: 0, list: [] }),
    "/site/users": () => ({ list: [] }),
    "/site/list/choose": () => ({ list: [] }),
    "/site/scene/list": () => ({ list: [] }),
    "/user/choose": () => ({ list: [] }),
    ...handlers,
  });
  const view = await renderWithProviders(<SiteListPage />, { path: "/site/sitelist", locale });
  view.queryClient.setQueryData(permissionKeys.all, perms);
  return { ...view, api };
}
