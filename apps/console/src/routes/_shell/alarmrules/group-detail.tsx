import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PlateGroupDetailPage, plateGroupsQueryOptions } from "@/features/plate-libraries";
import { ShellPlaceholderPage } from "@/features/shell";

// Spec §2 alarmrules/group-detail (hidden; vms_vehicleplate_mgr): the plates of one library.
const groupDetailSearchSchema = z.object({ groupId: z.string().min(1).max(64).optional().catch(undefined) });

export const Route = createFileRoute("/_shell/alarmrules/group-detail")({
  validateSearch: groupDetailSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(plateGroupsQueryOptions()).catch(() => undefined);
  },
  component: GroupDetailRoute,
});

function GroupDetailRoute() {
  const { groupId } = Route.useSearch();
  return groupId ? <PlateGroupDetailPage groupId={groupId} /> : <ShellPlaceholderPage page="groupDetail" />;
}
