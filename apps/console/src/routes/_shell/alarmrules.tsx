import Stack from "@mui/material/Stack";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { usePermissions } from "@/entities/permission";
import { SectionTabs } from "@/features/shell";

// Spec §2 alarmrules: person rules, vehicle and non-motor rules and plate libraries (with a library's
// detail) are tabs of one section, so each is a click away from the others.
export const Route = createFileRoute("/_shell/alarmrules")({
  component: AlarmRulesLayout,
});

function AlarmRulesLayout() {
  const permissions = usePermissions();
  return (
    <Stack spacing={2}>
      <SectionTabs section="/alarmrules" named="alarmRules" permissions={permissions} />
      <Outlet />
    </Stack>
  );
}
