import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { termParamsSchema, TermsPage } from "@/features/terms";
import { parseRouteParams } from "@/shared/lib/route-params";
import { NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_public/term/$type")({
  // Only the two documents exist; any other type is not found.
  params: { parse: parseRouteParams(termParamsSchema) },
  notFoundComponent: NotFound,
  component: TermRoute,
});

function TermRoute() {
  const { type } = Route.useParams();
  const branding = useBranding();
  return <TermsPage type={type} backgroundImage={branding?.bgImg} />;
}
