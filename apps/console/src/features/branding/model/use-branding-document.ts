import type { Branding } from "@vms/api-client";
import { useEffect } from "react";
import { applyBrandingToDocument } from "../lib/apply-branding";

/** Keeps the tab title and favicon in step with `branding`. */
export function useBrandingDocument(branding: Branding | null): void {
  useEffect(() => {
    applyBrandingToDocument(branding);
  }, [branding]);
}
