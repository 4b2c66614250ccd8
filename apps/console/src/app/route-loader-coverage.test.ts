import type { AnyRoute } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/**
 * Pages that show no server data of their own, each with the reason. Every other page loads its data
 * in its route `loader` (decision 0001), so a navigation (or a hover) preloads it.
 */
const PAGES_WITHOUT_DATA: Record<string, string> = {
  "/_public/login": "the sign-in form (the _public layout loads the branding)",
  "/_public/signup": "a form; it calls the server on submit only",
  "/_public/forgot-password": "a form; it calls the server on submit only",
  "/_public/reset-password": "a form; the link's token is in the search",
  "/_public/term/$type": "static documents",
  "/_public/remote-access-login/$grantId/$token": "signs in through the link with a mutation (no data shown before)",
  "/_public/vms-license-pay-res": "reconciles the payment from the address bar's order (read outside the router, see the route)",
  "/_shell/$": "not found",
  "/_shell/settings/$": "not found (or a redirect to a settings page)",
  "/_shell/account/faq": "static questions and answers",
  "/_shell/privacySecurity/": "links to the section's pages",
};

/** Every route that renders a page: a leaf of the tree with a component (redirect-only routes have none). */
function pages(): AnyRoute[] {
  // The router gives each route of the generated tree its id.
  const router = createAppRouter(createQueryClient());
  const routes = Object.values(router.routesById) as AnyRoute[];
  return routes.filter((route) => !route.children && route.options.component);
}

describe("every data page loads its data in its route loader (issue 29, decision 0001)", () => {
  const all = pages();

  it("finds the pages", () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all.map((route) => [route.id as string, route] as const))("%s has a loader or a reason not to", (id, route) => {
    const hasLoader = typeof route.options.loader === "function";
    if (id in PAGES_WITHOUT_DATA) expect(hasLoader, `${id} has a loader now: take it off the allow-list`).toBe(false);
    else expect(hasLoader, `${id} fetches on mount: load its data in a route loader, or list it with a reason`).toBe(true);
  });

  it("the allow-list names only pages that exist", () => {
    const ids = new Set(all.map((route) => route.id as string));
    expect(Object.keys(PAGES_WITHOUT_DATA).filter((id) => !ids.has(id))).toEqual([]);
  });
});
