import { ROLE_MARKER, RES, USER_TYPE, allCodes, hasAnyCode } from "@vms/permissions";
import { useMemo } from "react";
import { usePermissions } from "@/entities/permission";
import { useSession } from "@/shared/session";

/** Codes of /site/user/put (the contract's anyOf). */
const GRANT_CODES = [RES.ACCOUNT_INVITE_QRY, RES.ORG_QRY];

/** Whether the caller is an organization administrator and may change site users. */
export function useSiteAccess(): { isOrgAdmin: boolean; canGrant: boolean } {
  const session = useSession();
  const permissions = usePermissions();
  const user = session?.user;
  const isOrgAdmin = user !== undefined && (user.type === USER_TYPE.ADMIN || user.roleMarker === ROLE_MARKER.ORG_MANAGER);
  const canGrant = hasAnyCode(allCodes(permissions), GRANT_CODES);
  return useMemo(() => ({ isOrgAdmin, canGrant }), [isOrgAdmin, canGrant]);
}
