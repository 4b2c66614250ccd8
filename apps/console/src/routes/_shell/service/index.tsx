import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: /service opens the license service (which opens its list).
export const Route = createFileRoute("/_shell/service/")({
  beforeLoad: () => {
    throw redirect({ to: "/service/servicelicense", replace: true });
  },
});
