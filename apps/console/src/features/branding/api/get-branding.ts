import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Branding } from "@vms/api-client";
import { useState } from "react";
import { BRANDING_QUERY_ROOT } from "@/shared/api";
import { currentDomain } from "../lib/current-domain";
import { readStoredBranding } from "../model/branding-storage";
import { getBranding } from "./fetch-branding";

/** Query keys of the branding slice. */
export const brandingKeys = {
  all: BRANDING_QUERY_ROOT,
  byDomain: (domain: string) => [...BRANDING_QUERY_ROOT, domain] as const,
  byOrganization: (coId: string) => [...BRANDING_QUERY_ROOT, "organization", coId] as const,
};

/** Branding rarely changes within a visit. */
const BRANDING_STALE_MS = 10 * 60_000;

/** Query options for the branding of `domain`; public route loaders ensure it (spec §2). */
export function brandingQueryOptions(domain: string = currentDomain()) {
  return queryOptions({
    queryKey: brandingKeys.byDomain(domain),
    queryFn: () => getBranding({ domain }),
    staleTime: BRANDING_STALE_MS,
  });
}

/**
 * The signed-in organization's own branding (its logo and title from organization details, spec §1
 * branding), by its customer ID: the console shows it, not only the domain's (issue 28).
 */
export function organizationBrandingQueryOptions(coId: string) {
  return queryOptions({
    queryKey: brandingKeys.byOrganization(coId),
    queryFn: () => getBranding({ coId }),
    staleTime: BRANDING_STALE_MS,
  });
}

export interface UseBrandingOptions {
  domain?: string;
  /** The signed-in organization's customer ID: its own branding is fetched (logged-in pages). */
  coId?: string;
  /** false: only read what a loader already fetched, else the stored branding (logged-in pages). */
  fetch?: boolean;
}

/** The current branding: fetched, else the last stored one, else null. */
export function useBranding({ domain, coId, fetch = true }: UseBrandingOptions = {}): Branding | null {
  const [stored] = useState(readStoredBranding);
  const { data } = useQuery({ ...brandingQueryOptions(domain), enabled: fetch && !coId });
  const own = useQuery({ ...organizationBrandingQueryOptions(coId ?? ""), enabled: Boolean(coId) });
  return own.data ?? data ?? stored;
}
