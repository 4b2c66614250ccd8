import type { Branding } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { storeBranding } from "../model/store-branding";

/**
 * Fetches the branding of an organization (`coId`) or of the host name (`domain`)
 * (POST /vms/customer-website/get) and remembers it.
 */
export async function getBranding(by: { domain?: string; coId?: string }): Promise<Branding> {
  const branding = await apiClient.call("/customer-website/get", by.coId ? { coId: by.coId } : by.domain ? { domain: by.domain } : {});
  storeBranding(branding);
  return branding;
}
