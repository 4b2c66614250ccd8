import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { ArchiveSharePage } from "@/features/archives";
import { usePublicBranding } from "@/features/branding";
import { BrandHeader } from "@/shared/ui";

export const Route = createFileRoute("/_public/archives-share/$id")({
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
