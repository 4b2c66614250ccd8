import { createFileRoute } from "@tanstack/react-router";
import { MfaConfigPage } from "@/features/mfa-config";

export const Route = createFileRoute("/_shell/privacySecurity/mfa-config")({
  component: MfaConfigPage,
});
