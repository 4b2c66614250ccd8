import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";
import type { SiteRole } from "@vms/permissions";
import { useCallback, useMemo, useState } from "react";
import { showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { useGrantUserSitesMutation } from "../api/grant-user-sites";
import { grantTreeRows, initialGrants, type GrantCandidate } from "./grant-tree";

/**
 * One user's site grants edited as a whole (spec §6, §7 /user/site/grant): roles per site,
 * effective roles recomputed as you go, rows lower than their parent flagged, 33820 inline.
 */
export function useUserSiteGrants(userId: string, candidates: readonly GrantCandidate[]) {
  const [own, setOwn] = useState<ReadonlyMap<string, SiteRole>>(() => initialGrants(candidates));
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const mutation = useGrantUserSitesMutation();
  const rows = useMemo(() => grantTreeRows(candidates, own), [candidates, own]);
  const invalid = rows.some((row) => row.invalid);

  /** Sets the role granted on a site; null removes the grant (the site inherits). */
  const setRole = useCallback((siteId: string, role: SiteRole | null) => {
    setOwn((current) => {
      const next = new Map(current);
      if (role) next.set(siteId, role);
      else next.delete(siteId);
      return next;
    });
    setError(null);
  }, []);

  const save = async () => {
    setError(null);
    try {
      await mutation.mutateAsync({ userId, grants: [...own].map(([siteId, role]) => ({ siteId, role })) });
      notifier.notify({ message: operationSuccessMessage }, "success");
    } catch (failure) {
      if (toApiError(failure).code === Code.SITE_GRANT_LOWER) setError(catalogueEntry(Code.SITE_GRANT_LOWER)?.message ?? null);
      else showApiError(failure);
    }
  };

  return { rows, setRole, save, saving: mutation.isPending, invalid, error };
}
