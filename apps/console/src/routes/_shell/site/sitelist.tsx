import { createFileRoute } from "@tanstack/react-router";
import { siteTreeQueryOptions } from "@/entities/site";
import { SiteListPage } from "@/features/sites";

// Spec §2: settings → site/sitelist (vms_site_qry; the shell guard checks the code).
export const Route = createFileRoute("/_shell/site/sitelist")({
  // A failure has toasted (spec §8); the page then shows its own empty or error state.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(siteTreeQueryOptions()).catch(() => undefined);
  },
  component: SiteListPage,
});
