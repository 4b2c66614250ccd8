import type { Branding } from "@vms/api-client";

/** A complete branding as the server sends it (spec §3), for tests. */
export function brandingFixture(overrides: Partial<Branding> = {}): Branding {
  return {
    icon: "/user/branding/icon.png",
    bgImg: "/user/branding/bg.jpg",
    favicon: "/user/branding/favicon.ico",
    coId: "co-1",
    extra: { title: "Acme Surveillance", logoLcrs: "/user/branding/logo-lcrs.png", logoTbsl: "/user/branding/logo-tbsl.png" },
    ...overrides,
  };
}

/**
 * Removes the favicon links branding added. Only those: emotion keeps its <style> tags in the
 * head, and test files may share a document (decision 0016).
 */
export function removeIconLinks(): void {
  document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
}
