import type { ModuleContext } from "../../core/module-context.js";
import { registerHandlers } from "../../core/handler-table.js";
import type { BrandingService } from "../branding/branding-service.js";
import { createOrgService } from "./org-service.js";

// Logo ids are random and never reused: the bytes behind a URL never change.
const LOGO_CACHE = "public, max-age=31536000, immutable";

/** Organization details and logo: the calls and GET /user/merchant-logo/<id> (public pages show it). */
export function registerOrgModule(ctx: ModuleContext, deps: { branding: BrandingService }): void {
  const org = createOrgService({ db: ctx.db, branding: deps.branding });
  registerHandlers(ctx.handlers, {
    "/org/detail/get": ({ caller }) => org.detail(caller),
    "/org/detail/update": ({ caller, data }) => org.update(caller, data),
    "/user/merchant-logo/upload": ({ caller, files }) => org.uploadLogo(caller, files),
  });
  ctx.app.get<{ Params: { logoId: string } }>("/user/merchant-logo/:logoId", async (request, reply) => {
    const logo = await org.findLogo(request.params.logoId);
    if (!logo) return reply.callNotFound();
    return reply
      .header("content-type", logo.mime)
      .header("cache-control", LOGO_CACHE)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(logo.data);
  });
}
