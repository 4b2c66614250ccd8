import { createFileRoute } from "@tanstack/react-router";
import { PlateLibrariesPage, plateGroupsQueryOptions, plateLabelsQueryOptions } from "@/features/plate-libraries";

// Spec §2 alarmrules/general-vehicle (vms_vehicleplate_mgr; the shell guard checks the code).
export const Route = createFileRoute("/_shell/alarmrules/general-vehicle")({
  // A failure has toasted (spec §8); the page then shows its empty state.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(plateGroupsQueryOptions()), queryClient.ensureQueryData(plateLabelsQueryOptions())]).catch(() => undefined);
  },
  component: PlateLibrariesPage,
});
