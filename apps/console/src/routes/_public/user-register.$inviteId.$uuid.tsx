import { createFileRoute } from "@tanstack/react-router";
import { inviteLinkSchema } from "@vms/api-client";
import { useState } from "react";
import { usePublicBranding } from "@/features/branding";
import { inviteCheckQueryOptions, InviteRegisterPage } from "@/features/user-register";
import { parseRouteParams } from "@/shared/lib/route-params";
import { BrandHeader, NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_public/user-register/$inviteId/$uuid")({
  // The link's two parts as the check takes them; a malformed link is not found.
  params: { parse: parseRouteParams(inviteLinkSchema) },
  // The page says why a link cannot be used (no toast): the loader only asks.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(inviteCheckQueryOptions(params.inviteId, params.uuid)).catch(() => undefined);
  },
  notFoundComponent: NotFound,
  component: RegisterRoute,
});

/** The registration page wears the inviting organization's branding once the link is checked (issue 28). */
function RegisterRoute() {
  const [coId, setCoId] = useState<string>();
  const branding = usePublicBranding(coId);
  const { inviteId, uuid } = Route.useParams();
  return (
    <InviteRegisterPage
      inviteId={inviteId}
      uuid={uuid}
      backgroundImage={branding?.bgImg}
      onOrganization={setCoId}
      brand={<BrandHeader logo={branding?.extra.logoLcrs || branding?.icon} title={branding?.extra.title} />}
    />
  );
}
