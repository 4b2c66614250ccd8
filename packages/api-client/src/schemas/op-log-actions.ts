/**
 * Every action ("operateEnum") the server writes to the operation log: the single list the console's
 * sentences are checked against (a new action without a sentence fails the console's test).
 * The server types its writers with `OpLogAction`, and its catalogue test checks the dispatcher's
 * fallback names (one per logged write call of the registry) are all here.
 */
export const OP_LOG_EXPLICIT_ACTIONS = [
  "user.freeze", "user.unfreeze", "user.delete", "user.admin.grant", "user.admin.remove", "user.role.update",
  "invite.create", "invite.retry", "invite.update", "invite.delete",
  "role.create", "role.update", "role.delete",
  "org.update", "org.logo.upload",
  "downloadTask.create", "downloadTask.delete",
  "archive.share.create", "archive.share.revoke", "archive.share.view", "archive.share.download", "archive.share.codeWrong", "archive.share.codeLocked",
  "opLog.export",
  "installer.invite", "installer.bind", "installer.unbind",
  "remoteAccess.request", "remoteAccess.refuse", "remoteAccess.grant", "remoteAccess.revoke", "remoteAccess.login",
  "order.create", "order.trial", "order.pay", "order.paid", "order.cancel", "order.declined", "order.chargeback", "order.refund",
  "event.export",
] as const;

/** The dispatcher's fallback names: the path of each state-changing session call, dotted. */
export const OP_LOG_FALLBACK_ACTIONS = [
  "web.user.password.update", "user.profile.update", "user.avatar.update", "user.state.update", "user.admin.update", "user.unregister",
  "user.mfa.set", "user.mfa.delete",
  "site.add", "site.edit", "site.delete", "site.scene.add", "site.scene.delete", "user.site.grant", "site.user.put",
  "device.bind", "device.unbind", "device.edit", "device.security-code.update", "dev-cmd.execute", "config.device.set",
  "monitor.dev-notify.add", "monitor.dev-notify.edit", "device.transport",
  "channel.open", "channel.close",
  "vehicle-licence-plate-group.add", "vehicle-licence-plate-group.edit", "vehicle-licence-plate-group.delete",
  "vehicle-licence-plate.add", "vehicle-licence-plate.edit", "vehicle-licence-plate.delete", "vehicle-licence-plate.import",
  "vehicle-licence-plate-label.add", "vehicle-licence-plate-label.edit", "vehicle-licence-plate-label.delete",
  "event.rule.add-or-edit", "event.rule.delete", "event.contact.add-or-edit", "event.contact.delete",
  "user-configs.put", "user-configs.delete",
  "user.invite", "user.invite.retry", "user-invite.update", "user-invite.delete",
  "role.add", "role.edit",
  "org.detail.update", "user.merchant-logo.upload",
  "download-task.create", "download-task.control", "download-task.delete",
  "cloud-storage.purchase", "cloud-storage.auto-renew.set", "license-chl.move",
  "license-vas-tob-oder.insert-pay-order", "license-vas-tob-oder.insert-pay", "license-vas-tob-oder.cancel",
  "log.op-logs.export",
  "archives.create", "archives.update", "archives.delete", "archives.share", "archives.retry", "archives.authority.update",
  "my-installer.invite", "my-installer.unbind", "user.invite.bind",
  "remote-access-req.create", "remote-access-req.audit", "remote-access-req.revoke", "remote-access-req.connect",
] as const;

export const OP_LOG_ACTIONS = [...new Set<OpLogAction>([...OP_LOG_EXPLICIT_ACTIONS, ...OP_LOG_FALLBACK_ACTIONS])];
export type OpLogAction = (typeof OP_LOG_EXPLICIT_ACTIONS)[number] | (typeof OP_LOG_FALLBACK_ACTIONS)[number];

/** The import line's detail (plate import): `imported=12 total=12 refused=0 file=Plates.xlsx`, file last (it may hold spaces). */
export function importDetail(facts: { imported: number; total: number; refused: number; file: string }): string {
  return `imported=${facts.imported} total=${facts.total} refused=${facts.refused} file=${facts.file}`;
}

/** An export line's detail (events, operation logs): `count=12 from=<ms> to=<ms> file=events-….xlsx`, file last. */
export function exportDetail(facts: { count: number; from: number; to: number; file: string }): string {
  return `count=${facts.count} from=${facts.from} to=${facts.to} file=${facts.file}`;
}
