import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { licenceQueryOptions } from "@/entities/licence";
import { LicenceListPage } from "@/features/licence-list";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/servicelicense/list (vms_channel_mgr), §4 status filter (0 = all).
export const Route = createFileRoute("/_shell/service/servicelicense/list")({
  validateSearch: z.object({ status: z.catch(z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(7))), undefined) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 0 }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(licenceQueryOptions(deps.status)).catch(() => undefined);
  },
  component: LicenceListRoute,
});

function LicenceListRoute() {
  const { i18n } = useLingui();
  const { status = 0 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={i18n._(shellPageTitles.licenseList)}>
      <LicenceListPage status={status} onStatusChange={(next) => void navigate({ search: { status: next || undefined }, replace: true })} />
    </Page>
  );
}
