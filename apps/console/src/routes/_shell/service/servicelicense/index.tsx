import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: the license service opens on its list.
export const Route = createFileRoute("/_shell/service/servicelicense/")({
  beforeLoad: () => {
    throw redirect({ to: "/service/servicelicense/list", replace: true });
  },
});
