import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "@/app/router-context";
import { BrandingDocument } from "@/features/branding";
import { NotFound } from "@/shared/ui";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <BrandingDocument />
      <Outlet />
    </>
  );
}
