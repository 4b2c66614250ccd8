import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: "/" redirects to /live (the guard of the shell then decides).
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/live", replace: true });
  },
});
