import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { PUSH_INFO_TYPE } from "@vms/api-client";
import { useEffect } from "react";
import { subscribePushOf } from "@/shared/push";
import { permissionRetries } from "./permission-retries";
import { permissionKeys } from "./permissions-query";

/**
 * Spec §6 "effect immediate": when the server says the user's role or its codes changed
 * (PERMISSIONS_CHANGED over /ws-vms), the permissions load again with fresh retries and the
 * route guard runs again, so a route that lost its code is left at once, without re-login.
 */
export function usePermissionPush(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(
    () =>
      subscribePushOf(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, () => {
        permissionRetries.reset();
        void queryClient.invalidateQueries({ queryKey: permissionKeys.all }).then(() => router.invalidate());
      }),
    [queryClient, router],
  );
}
