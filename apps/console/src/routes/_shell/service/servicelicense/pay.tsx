import { createFileRoute } from "@tanstack/react-router";
import { ShellPlaceholderPage } from "@/features/shell";

export const Route = createFileRoute("/_shell/service/servicelicense/pay")({
  component: () => <ShellPlaceholderPage page="licensePay" />,
});
