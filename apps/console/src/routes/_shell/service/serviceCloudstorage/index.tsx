import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: cloud storage opens on purchase.
export const Route = createFileRoute("/_shell/service/serviceCloudstorage/")({
  beforeLoad: () => {
    throw redirect({ to: "/service/serviceCloudstorage/purchase", replace: true });
  },
});
