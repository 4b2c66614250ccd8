import type { Branding } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { storeBranding } from "../model/store-branding";

/** Fetches the branding for `domain` (POST /vms/customer-website/get) and remembers it. */
export async function getBranding(domain: string): Promise<Branding> {
  const branding = await apiClient.call("/customer-website/get", domain ? { domain } : {});
  storeBranding(branding);
  return branding;
}
