import { createFileRoute } from "@tanstack/react-router";
import { ShellPlaceholderPage } from "@/features/shell";

export const Route = createFileRoute("/_shell/alarmrules/general-alarm-rule")({
  component: () => <ShellPlaceholderPage page="generalAlarmRule" />,
});
