import { allCodes } from "@vms/permissions";
import { usePermissions } from "@/entities/permission";

/** Every resource code the user holds (both lists of spec §6). */
export function usePermissionCodes(): string[] {
  return allCodes(usePermissions());
}
