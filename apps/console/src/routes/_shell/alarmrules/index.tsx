import { createFileRoute, redirect } from "@tanstack/react-router";

// Spec §2: alarm rules open on the person rules.
export const Route = createFileRoute("/_shell/alarmrules/")({
  beforeLoad: () => {
    throw redirect({ to: "/alarmrules/person-alarm-rule", replace: true });
  },
});
