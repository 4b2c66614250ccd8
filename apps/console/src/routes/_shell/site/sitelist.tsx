import { createFileRoute } from "@tanstack/react-router";
import { SiteListPage } from "@/features/sites";

// Spec §2: settings → site/sitelist (vms_site_qry; the shell guard checks the code).
export const Route = createFileRoute("/_shell/site/sitelist")({
  component: SiteListPage,
});
