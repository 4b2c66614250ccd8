import type { QueryClient } from "@tanstack/react-query";
import { userSummarySchema, type Profile } from "@vms/api-client";
import { sessionStore } from "@/shared/session";
import { profileKeys } from "../api/get-profile";

/** Stores an updated profile in the cache and the session's user (top bar name and avatar). */
export function syncProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileKeys.all, profile);
  const summary = userSummarySchema.safeParse(profile);
  if (summary.success) sessionStore.setUser(summary.data);
}
