import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: the logged-in shell's /home redirects to /live.
export const Route = createFileRoute("/_shell/home")({
  beforeLoad: () => {
    throw redirect({ to: "/live", replace: true });
  },
});
