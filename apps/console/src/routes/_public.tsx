import { createFileRoute, redirect } from "@tanstack/react-router";
import { guardPublicNavigation } from "@/entities/permission";
import { brandingQueryOptions } from "@/features/branding";
import { permissionsFailedMessage } from "@/features/session";

// Public pages (no token). Spec §2: they load branding first. A failed fetch has already shown its
// toast; the page still opens, with the stored branding or none.
export const Route = createFileRoute("/_public")({
  // The branding loader stays in the entry (its code is there already for the stored branding): split
  // out, its fetch would wait for one more chunk on the way to every public page's first paint.
  codeSplitGroupings: [["component"]],
  // Spec §2: signed in, the sign-in pages send the user back to the previous permitted page (or the
  // first permitted route). If the permissions cannot be loaded the session ends and the page opens.
  beforeLoad: async ({ context: { queryClient, session }, location }) => {
    const decision = await guardPublicNavigation(queryClient, location.pathname);
    if (decision.action === "redirect") throw redirect({ href: decision.href, replace: true });
    if (decision.action === "failed") {
      const forced = decision.error.forcedLogout;
      await session.logout({ callServer: false, navigate: false, ...(forced ? {} : { message: permissionsFailedMessage }) });
    }
  },
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(brandingQueryOptions(location.hostname)).catch(() => null);
  },
});
