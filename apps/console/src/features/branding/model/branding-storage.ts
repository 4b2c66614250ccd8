import { brandingSchema, type Branding } from "@vms/api-client";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { readJsonStorage } from "@/shared/lib/storage";

/** The last branding this browser loaded, or null (never loaded, or stored data no longer valid). */
export function readStoredBranding(): Branding | null {
  const parsed = brandingSchema.safeParse(readJsonStorage(BRANDING_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}
