import type { MessageDescriptor } from "@lingui/core";
import type { SiteRole } from "@vms/permissions";
import { useMemo, useState } from "react";
import { showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import type { UserChoice } from "../api/get-user-choices";
import { usePutSiteUsersMutation } from "../api/put-site-users";
import { siteGrantError } from "./site-server-errors";
import { defaultRoleUnder, grantRows, ownGrantsOf, parentRolesOf, type SiteUserEntry } from "./site-user-grants";

export interface SiteUsersEditorInput {
  siteId: string;
  /** False for a top-level site: nothing is inherited. */
  hasParent: boolean;
  siteUsers: readonly SiteUserEntry[];
  /** The parent's users, when the caller may read them. */
  parentUsers: readonly SiteUserEntry[] | undefined;
  /** Users of the organization. */
  choices: readonly UserChoice[];
  onSaved: () => void;
}

/**
 * The "manage users" dialog's state: the grants made on this site (edited locally, saved at once
 * with /site/user/put), the users who inherit a role, and 33820 shown inline.
 */
export function useSiteUsersEditor({ siteId, hasParent, siteUsers, parentUsers, choices, onSaved }: SiteUsersEditorInput) {
  const [own, setOwn] = useState<ReadonlyMap<string, SiteRole>>(() => ownGrantsOf(siteUsers));
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const mutation = usePutSiteUsersMutation();
  const parentRoles = useMemo(() => (hasParent ? parentRolesOf(siteUsers, parentUsers) : new Map<string, SiteRole>()), [hasParent, siteUsers, parentUsers]);
  const people = useMemo(
    () => new Map([...(parentUsers ?? []), ...siteUsers, ...choices].map((u) => [u.userId, { userName: u.userName, email: u.email }])),
    [parentUsers, siteUsers, choices],
  );
  const rows = useMemo(() => grantRows({ own, parentRoles, people }), [own, parentRoles, people]);
  const candidates = useMemo(() => choices.filter((c) => !own.has(c.userId)), [choices, own]);

  const setRole = (userId: string, role: SiteRole) => {
    setOwn((current) => new Map(current).set(userId, role));
    setError(null);
  };
  const remove = (userId: string) => {
    setOwn((current) => {
      const next = new Map(current);
      next.delete(userId);
      return next;
    });
    setError(null);
  };
  /** A user gets a role here: the one they inherit, else the default under the parent. */
  const add = (userId: string) => {
    const inherited = parentRoles.get(userId) ?? null;
    setRole(userId, inherited && inherited !== "NO_ACCESS" ? inherited : defaultRoleUnder(inherited));
  };

  const save = async (): Promise<void> => {
    setError(null);
    try {
      await mutation.mutateAsync({ siteId, users: [...own].map(([userId, role]) => ({ userId, role })) });
      notifier.notify({ message: operationSuccessMessage }, "success");
      onSaved();
    } catch (failure) {
      const lower = siteGrantError(failure);
      if (lower) setError(lower);
      else showApiError(failure);
    }
  };

  return { rows, candidates, setRole, remove, add, save, saving: mutation.isPending, error };
}
