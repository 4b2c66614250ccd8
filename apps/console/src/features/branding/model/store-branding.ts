import type { Branding } from "@vms/api-client";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { writeStorage } from "@/shared/lib/storage";

/**
 * Remembers `branding` so the next visit shows its title and favicon before fetching again. Apart
 * from the reader, which parses with the branding schema: the sign-in page stores without zod.
 */
export function storeBranding(branding: Branding): void {
  writeStorage(BRANDING_STORAGE_KEY, JSON.stringify(branding));
}
