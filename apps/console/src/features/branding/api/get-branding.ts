import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Branding } from "@vms/api-client";
import { useState } from "react";
import { currentDomain } from "../lib/current-domain";
import { readStoredBranding } from "../model/branding-storage";
import { getBranding } from "./fetch-branding";

/** Query keys of the branding slice. */
export const brandingKeys = {
  all: ["branding"] as const,
  byDomain: (domain: string) => ["branding", domain] as const,
};

/** Branding rarely changes within a visit. */
const BRANDING_STALE_MS = 10 * 60_000;

/** Query options for the branding of `domain`; public route loaders ensure it (spec §2). */
export function brandingQueryOptions(domain: string = currentDomain()) {
  return queryOptions({
    queryKey: brandingKeys.byDomain(domain),
    queryFn: () => getBranding(domain),
    staleTime: BRANDING_STALE_MS,
  });
}

export interface UseBrandingOptions {
  domain?: string;
  /** false: only read what a loader already fetched, else the stored branding (logged-in pages). */
  fetch?: boolean;
}

/** The current branding: fetched, else the last stored one, else null. */
export function useBranding({ domain, fetch = true }: UseBrandingOptions = {}): Branding | null {
  const [stored] = useState(readStoredBranding);
  const { data } = useQuery({ ...brandingQueryOptions(domain), enabled: fetch });
  return data ?? stored;
}
