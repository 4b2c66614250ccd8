/** URL prefix of the default branding files (spec §9: assets are served under /user/). */
export const BRANDING_URL_PREFIX = "/user/branding/";

/** Branding values of one row; null means "use the product default". */
export interface BrandingValues {
  title: string | null;
  icon: string | null;
  bgImg: string | null;
  favicon: string | null;
  logoLcrs: string | null;
  logoTbsl: string | null;
}

/**
 * Built-in copy of the default row seeded by drizzle/0001_seed-default-branding.sql. Used only
 * if that row has been deleted, so public pages never lose their logo.
 */
export const BUILT_IN_BRANDING: { [K in keyof BrandingValues]: string } = {
  title: "VMS Console",
  icon: `${BRANDING_URL_PREFIX}logo.svg`,
  bgImg: `${BRANDING_URL_PREFIX}background.svg`,
  favicon: `${BRANDING_URL_PREFIX}favicon.svg`,
  logoLcrs: `${BRANDING_URL_PREFIX}logo-lcrs.svg`,
  logoTbsl: `${BRANDING_URL_PREFIX}logo-tbsl.svg`,
};
