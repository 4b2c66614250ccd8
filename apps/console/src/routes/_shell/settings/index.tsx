import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: /settings redirects to the site list.
export const Route = createFileRoute("/_shell/settings/")({
  beforeLoad: () => {
    throw redirect({ to: "/site/sitelist", replace: true });
  },
});
