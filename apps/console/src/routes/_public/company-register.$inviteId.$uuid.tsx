import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { usePublicBranding } from "@/features/branding";
import { InviteRegisterPage } from "@/features/user-register";
import { BrandHeader } from "@/shared/ui";

export const Route = createFileRoute("/_public/company-register/$inviteId/$uuid")({
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
