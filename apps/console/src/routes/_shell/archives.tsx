import { createFileRoute } from "@tanstack/react-router";
import { ArchivesPage } from "@/features/archives";

export const Route = createFileRoute("/_shell/archives")({
  component: ArchivesPage,
});
