import { createFileRoute } from "@tanstack/react-router";
import { ShellPlaceholderPage } from "@/features/shell";

export const Route = createFileRoute("/_shell/orgManagement/")({
  component: () => <ShellPlaceholderPage page="orgManagement" />,
});
