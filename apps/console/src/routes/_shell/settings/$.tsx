import { createFileRoute, redirect } from "@tanstack/react-router";
import { findRoute } from "@vms/permissions";
import { NotFound } from "@/shared/ui";

// Spec §2 nests organization, alarm rules, sites and privacy under /settings: their paths written
// that way (/settings/alarmrules/general-vehicle) open the page, which lives at the top level. Any
// other /settings/… is not found (inside the shell).
export const Route = createFileRoute("/_shell/settings/$")({
  beforeLoad: ({ params, location }) => {
    if (isSettingsChild(`/${params._splat ?? ""}`)) throw redirect({ href: location.href.replace(/^\/settings/, ""), replace: true });
  },
  component: NotFound,
});

const SETTINGS_CHILDREN = ["/orgManagement", "/alarmrules", "/site", "/privacySecurity"];

/** A page of the settings section (or the alarm rules section itself). */
function isSettingsChild(path: string): boolean {
  const trimmed = path.replace(/\/+$/, "");
  const underSettings = SETTINGS_CHILDREN.some((prefix) => trimmed === prefix || trimmed.startsWith(`${prefix}/`));
  return underSettings && (trimmed === "/alarmrules" || findRoute(trimmed) !== undefined);
}
