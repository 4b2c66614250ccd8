import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { BrandingService } from "./branding-service.js";

/** /customer-website/get: branding for the login and other public pages. */
export function registerBrandingHandlers(table: HandlerTable, branding: BrandingService): void {
  registerHandlers(table, {
    "/customer-website/get": ({ data }) => branding.get(data),
  });
}
