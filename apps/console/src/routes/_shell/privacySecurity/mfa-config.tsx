import { createFileRoute } from "@tanstack/react-router";
import { MfaConfigPage, mfaStateQueryOptions } from "@/features/mfa-config";

export const Route = createFileRoute("/_shell/privacySecurity/mfa-config")({
  // Spec §4: without an answer the page shows MFA disabled.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(mfaStateQueryOptions()).catch(() => undefined);
  },
  component: MfaConfigPage,
});
