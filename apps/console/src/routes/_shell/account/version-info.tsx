import { createFileRoute } from "@tanstack/react-router";
import { VersionInfoPage, versionInfoQueryOptions } from "@/features/version-info";

export const Route = createFileRoute("/_shell/account/version-info")({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(versionInfoQueryOptions()),
  component: VersionInfoPage,
});
