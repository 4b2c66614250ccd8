import { createFileRoute } from "@tanstack/react-router";
import { archiveShareAccessRequestSchema } from "@vms/api-client";
import { useState } from "react";
import { z } from "zod/mini";
import { ArchiveSharePage, sharedArchiveQueryOptions } from "@/features/archives";
import { usePublicBranding } from "@/features/branding";
import { parseRouteParams } from "@/shared/lib/route-params";
import { BrandHeader, NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_public/archives-share/$id")({
  // The link's token as the share call takes it; any other is not found.
  params: { parse: parseRouteParams(z.object({ id: archiveShareAccessRequestSchema.shape.token })) },
  // A refusal (a code needed, expired, revoked) is the page's to say (no toast): the loader only asks.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(sharedArchiveQueryOptions(params.id, undefined)).catch(() => undefined);
  },
  notFoundComponent: NotFound,
  component: ArchivesShareRoute,
});

/** The share page wears the branding of the organization that owns the archive (issue 28). */
function ArchivesShareRoute() {
  const { id } = Route.useParams();
  const [coId, setCoId] = useState<string>();
  const branding = usePublicBranding(coId);
  return (
    <ArchiveSharePage
      token={id}
      backgroundImage={branding?.bgImg}
      onOrganization={setCoId}
      brand={<BrandHeader logo={branding?.extra.logoLcrs || branding?.icon} title={branding?.extra.title} />}
    />
  );
}
