import { createFileRoute } from "@tanstack/react-router";
import { NotFound } from "@/shared/ui";

// An address no logged-in page has: "Page not found" inside the shell (logo, menu, theme), so the
// menu is still there to go on. Signed out, the shell's guard asks to sign in first (spec §2).
export const Route = createFileRoute("/_shell/$")({
  component: NotFound,
});
