import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OpLogItem } from "@vms/api-client";

/** Names of the operation-log modules (spec §7 /log/module-functions/get); unknown ones show raw. */
export const opLogModuleLabels: Readonly<Record<string, MessageDescriptor>> = {
  account: msg`Account`,
  user: msg`Users`,
  invite: msg`Invitations`,
  role: msg`Roles`,
  org: msg`Organization`,
  site: msg`Sites`,
  device: msg`Devices`,
  channel: msg`Channels`,
  alarmRule: msg`Alarm rules`,
  plate: msg`Plate libraries`,
  event: msg`Events`,
  download: msg`Downloads`,
  archive: msg`Archives`,
  licence: msg`Licences`,
  cloudStorage: msg`Cloud storage`,
  opLog: msg`Operation logs`,
  console: msg`Console`,
  remoteAccess: msg`Installers and remote access`,
  mfa: msg`Multi-factor authentication`,
  userConfig: msg`Personal settings`,
};

/**
 * Who did it (the operator column): the user's name or login, "Deleted user" once the account is
 * gone, "System" for the server's own lines (payment webhooks, countdowns, jobs) and "Share link …"
 * for an anonymous visitor of a shared archive's link.
 */
export function opLogOperator(i18n: I18n, line: Pick<OpLogItem, "actorKind" | "actorName" | "userName" | "loginName">): string {
  if (line.actorKind === "system") return i18n._(msg`System`);
  if (line.actorKind === "shareLink") {
    const name = line.actorName;
    return i18n._(msg`Share link ${name}`);
  }
  return line.userName || line.loginName || i18n._(msg`Deleted user`);
}
