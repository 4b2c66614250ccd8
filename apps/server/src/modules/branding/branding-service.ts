import type { Branding } from "@vms/api-client";
import type { BrandingRepository, BrandingRow } from "./branding-repository.js";
import { DEFAULT_CO_ID } from "./branding-repository.js";
import { BUILT_IN_BRANDING, type BrandingValues } from "./default-branding.js";

/** Which branding to answer: by customer ID, else by the host name the console is served on. */
export interface BrandingQuery {
  coId?: string | undefined;
  domain?: string | undefined;
}

const pick = (own: string | null | undefined, fallback: string | null | undefined, builtIn: string) =>
  own || fallback || builtIn;

/** Fills an organization's unset columns from the default row, then from the built-in values. */
export function mergeBranding(own: BrandingRow | null, fallback: BrandingValues | null): Branding {
  const field = (key: keyof BrandingValues) => pick(own?.[key], fallback?.[key], BUILT_IN_BRANDING[key]);
  return {
    coId: own?.coId ?? DEFAULT_CO_ID,
    icon: field("icon"),
    bgImg: field("bgImg"),
    favicon: field("favicon"),
    extra: { title: field("title"), logoLcrs: field("logoLcrs"), logoTbsl: field("logoTbsl") },
  };
}

/** Branding for public pages (spec §1, §3), loaded before login. */
export function createBrandingService(repository: BrandingRepository) {
  async function findOwn(query: BrandingQuery): Promise<BrandingRow | null> {
    const coId = query.coId?.trim();
    if (coId) {
      const row = await repository.findByCoId(coId);
      if (row) return row;
    }
    const domain = query.domain?.trim().toLowerCase();
    return domain ? repository.findByDomain(domain) : null;
  }

  return {
    /**
     * An organization's title and logo (organization details, spec §1 branding): the public pages
     * load them by the organization's customer ID. `logo: null` goes back to the product logo.
     */
    async setOrganization(coId: string, values: { title?: string; logo?: string | null }): Promise<void> {
      if (coId === DEFAULT_CO_ID) throw new Error("the default branding is not an organization's");
      await repository.upsert(coId, {
        ...(values.title !== undefined ? { title: values.title } : {}),
        ...(values.logo !== undefined ? { icon: values.logo, logoLcrs: values.logo, logoTbsl: values.logo } : {}),
      });
    },

    async get(query: BrandingQuery): Promise<Branding> {
      const own = await findOwn(query);
      const fallback = own?.coId === DEFAULT_CO_ID ? own : await repository.findByCoId(DEFAULT_CO_ID);
      return mergeBranding(own?.coId === DEFAULT_CO_ID ? null : own, fallback);
    },
  };
}
export type BrandingService = ReturnType<typeof createBrandingService>;
