import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { PlateGroupDetailPage, plateGroupsQueryOptions } from "@/features/plate-libraries";

// Spec §2 alarmrules/group-detail (hidden; vms_vehicleplate_mgr): the plates of one library (add,
// edit, delete, import). Without a library it goes to the list of libraries.
const groupDetailSearchSchema = z.object({ groupId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined) });

export const Route = createFileRoute("/_shell/alarmrules/group-detail")({
  validateSearch: groupDetailSearchSchema,
  beforeLoad: ({ search }) => {
    if (!search.groupId) throw redirect({ to: "/alarmrules/general-vehicle", replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(plateGroupsQueryOptions()).catch(() => undefined);
  },
  component: GroupDetailRoute,
});

function GroupDetailRoute() {
  const { groupId } = Route.useSearch();
  return <PlateGroupDetailPage groupId={groupId ?? ""} />;
}
