import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ResourceCode } from "@vms/permissions";

/** Name and one-line description of each spec §6 resource code, as the role editor shows them. */
export const RESOURCE_LABELS: Readonly<Record<ResourceCode, { name: MessageDescriptor; description: MessageDescriptor }>> = {
  vms_live: { name: msg`Live view`, description: msg`Watch live video of the cameras in the user's sites.` },
  vms_event_search: { name: msg`Event search`, description: msg`Search, view and export the events of the user's sites.` },
  vms_archives_qry: { name: msg`Archives`, description: msg`Open the archive list; each archive's own rights still apply.` },
  vms_device_qry: { name: msg`Devices`, description: msg`See and manage the devices of the user's sites.` },
  vms_site_qry: { name: msg`Sites`, description: msg`See and manage the site tree.` },
  vms_eventrule_qry: { name: msg`Alarm rules`, description: msg`See and edit the alarm rules and their contacts.` },
  vms_vehicleplate_mgr: { name: msg`Plate libraries`, description: msg`Manage the plate libraries and their plates.` },
  vms_event_alarm_ai: { name: msg`Smart alarms`, description: msg`Receive and read the alarms of smart events.` },
  vms_event_alarm_health: { name: msg`Device health alarms`, description: msg`Receive and read device health alarms.` },
  vms_org_qry: { name: msg`Organization details`, description: msg`See the organization's details.` },
  vms_account_invite_qry: { name: msg`Users and invitations`, description: msg`See the users and invite new ones.` },
  vms_account_role_qry: { name: msg`Roles`, description: msg`See the roles and what each allows.` },
  vms_system_oplog_qry: { name: msg`Operation logs`, description: msg`Read the organization's operation log.` },
  vms_system_loginlog_qry: { name: msg`Login logs`, description: msg`Read the organization's sign-in log.` },
  mfa_config_qry: { name: msg`Two-step verification settings`, description: msg`See who uses two-step verification.` },
  mfa_config_mgr: { name: msg`Manage authenticators`, description: msg`Add and remove the user's own authenticators.` },
  mfa_config_switch_mgr: { name: msg`Require two-step verification`, description: msg`Turn two-step verification on or off for the organization.` },
  vms_my_installer: { name: msg`My installer`, description: msg`See the installer and grant it remote access.` },
  vms_cloudstorage_mgr: { name: msg`Cloud storage`, description: msg`Buy and manage cloud storage for channels.` },
  vms_channel_mgr: { name: msg`Channel licences`, description: msg`Assign licences to channels.` },
  vms_license_mgr: { name: msg`Licences`, description: msg`See, buy and renew licences.` },
  vms_licorder_qry: { name: msg`Licence orders`, description: msg`See the licence orders.` },
  vms_stgorder_qry: { name: msg`Cloud storage orders`, description: msg`See the cloud storage orders.` },
};
