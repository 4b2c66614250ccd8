import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { PUSH_INFO_TYPE } from "@vms/api-client";
import { useEffect } from "react";
import { subscribePushOf } from "@/shared/push";
import { sessionStore } from "@/shared/session";
import { getSessionUser } from "../api/get-session-user";
import { permissionRetries } from "./permission-retries";
import { permissionKeys } from "./permissions-query";

/**
 * Spec §6 "effect immediate": when the server says the user's role, its codes or their
 * administrator flag changed (PERMISSIONS_CHANGED over /ws-vms), the permissions load again with
 * fresh retries, the session's user is read again (the flag shows administrators' actions), and
 * the route guard runs again, so a route that lost its code is left at once, without re-login.
 */
export function usePermissionPush(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(
    () =>
      subscribePushOf(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, () => {
        permissionRetries.reset();
        const user = getSessionUser().then((fresh) => {
          if (fresh && sessionStore.get()?.user.userId === fresh.userId) sessionStore.setUser(fresh);
        });
        const codes = queryClient.invalidateQueries({ queryKey: permissionKeys.all });
        void Promise.all([user, codes]).then(() => router.invalidate());
      }),
    [queryClient, router],
  );
}
