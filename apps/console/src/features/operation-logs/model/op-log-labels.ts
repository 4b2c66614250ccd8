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

/** Names of the actions ("operateEnum"); unknown ones show raw. */
export const opLogActionLabels: Readonly<Record<string, MessageDescriptor>> = {
  "user.freeze": msg`Froze a user`,
  "user.unfreeze": msg`Unfroze a user`,
  "user.delete": msg`Deleted a user`,
  "user.admin.grant": msg`Granted administrator rights`,
  "user.admin.remove": msg`Removed administrator rights`,
  "user.role.update": msg`Changed a user's role`,
  "invite.create": msg`Invited a user`,
  "invite.retry": msg`Resent an invitation`,
  "invite.update": msg`Changed an invitation`,
  "invite.delete": msg`Deleted an invitation`,
  "role.create": msg`Created a role`,
  "role.update": msg`Changed a role`,
  "role.delete": msg`Deleted a role`,
  "downloadTask.create": msg`Created a download task`,
  "downloadTask.delete": msg`Deleted download tasks`,
  "opLog.export": msg`Exported operation logs`,
  "archive.share.create": msg`Shared an archive by link`,
  "archive.share.revoke": msg`Revoked an archive share link`,
  "archive.share.view": msg`Viewed a shared archive`,
  "archive.share.download": msg`Downloaded a shared archive`,
  "archive.share.codeWrong": msg`Wrong access code for a shared archive`,
  "archive.share.codeLocked": msg`Locked a shared archive's access code after wrong codes`,
  "installer.invite": msg`Invited an installer`,
  "installer.bind": msg`Bound an installer`,
  "installer.unbind": msg`Unbound the installer`,
  "remoteAccess.request": msg`Requested remote access`,
  "remoteAccess.refuse": msg`Refused remote access`,
  "remoteAccess.grant": msg`Granted remote access`,
  "remoteAccess.revoke": msg`Revoked remote access`,
  "remoteAccess.login": msg`Signed in remotely`,
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
