import { z } from "zod/mini";
import { textSchema } from "./primitives.js";

/** Branding for public pages (spec §3): logo, background, favicon and title. */
export const brandingSchema = z.object({
  icon: z.string(),
  bgImg: z.string(),
  favicon: z.string(),
  coId: z.string(),
  extra: z.object({
    title: z.string(),
    logoLcrs: z.string(),
    logoTbsl: z.string(),
  }),
});
export type Branding = z.infer<typeof brandingSchema>;

/** Which branding to load: by organization (customer) ID or by the host name the console is served on. */
export const brandingQuerySchema = z.object({
  coId: z.optional(textSchema().check(z.maxLength(64))),
  domain: z.optional(textSchema().check(z.maxLength(253))),
});

/** Server version information (about / version-info screens). */
export const versionInfoSchema = z.object({
  version: z.string(),
  apiVersion: z.string(),
  buildTime: z.string(),
  commit: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;
