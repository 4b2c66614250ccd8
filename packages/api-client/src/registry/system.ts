import { emptySchema } from "../schemas/common.js";
import { brandingQuerySchema, brandingSchema, versionInfoSchema } from "../schemas/system.js";
import { defineEndpoints } from "./define.js";

/** Logs and system calls of spec §7 that need no session. */
export const systemEndpoints = defineEndpoints({
  "/system/version/get": {
    summary: "Server version, API version and build information.",
    tag: "system",
    auth: "public",
    request: emptySchema,
    response: versionInfoSchema,
  },
  "/customer-website/get": {
    summary: "Branding (logo, background, favicon, title) for public pages, loaded before login.",
    tag: "system",
    auth: "public",
    request: brandingQuerySchema,
    response: brandingSchema,
  },
});
