import { useLingui } from "@lingui/react/macro";
import Badge from "@mui/material/Badge";
import type { UserPermissions } from "@vms/permissions";
import { useUnreadCount } from "../api/get-unread-count";
import { permittedAlarmKinds, unreadTotal } from "../model/alarm-tabs";
import { useAlarmPush } from "../model/use-alarm-push";

/** The unread count on the Alerts menu entry, kept live by ALARM pushes (spec §2, §3 userUnreadMap). */
export function AlertsMenuBadge({ permissions }: { permissions: UserPermissions }) {
  const { t } = useLingui();
  const kinds = permittedAlarmKinds(permissions);
  useAlarmPush(kinds.length > 0);
  const { data } = useUnreadCount(kinds.length > 0);
  const total = unreadTotal(data, kinds);
  if (total === 0) return null;
  return <Badge color="error" badgeContent={total} max={99} data-testid="alerts-unread-badge" aria-label={t`${total} unread alarms`} sx={{ mr: 1, "& .MuiBadge-badge": { position: "static", transform: "none" } }} />;
}
