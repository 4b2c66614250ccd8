import { OP_LOG_MODULES, registry } from "@vms/api-client";
import { READ_PATH } from "../../plugins/envelope/dispatcher.js";
import { NOT_STATE_CHANGING, opLogActionOf, opLogModuleOf } from "./op-log-fallback.js";

/**
 * The actions modules write explicitly (spec §7 /log/module-functions/get). The dispatcher's
 * fallback writes one action per other write call of the registry (`loggedWriteCalls`). A writer may
 * add an action without listing it here: the list feeds the console's filter, the table stores any name.
 */
export const OP_LOG_FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
  user: ["user.freeze", "user.unfreeze", "user.delete", "user.admin.grant", "user.admin.remove", "user.role.update"],
  invite: ["invite.create", "invite.retry", "invite.update", "invite.delete"],
  role: ["role.create", "role.update", "role.delete"],
  org: ["org.update", "org.logo.upload"],
  download: ["downloadTask.create", "downloadTask.delete"],
  archive: ["archive.share.create", "archive.share.revoke", "archive.share.view", "archive.share.download", "archive.share.codeWrong", "archive.share.codeLocked"],
  opLog: ["opLog.export"],
  remoteAccess: ["installer.invite", "installer.bind", "installer.unbind", "remoteAccess.request", "remoteAccess.refuse", "remoteAccess.grant", "remoteAccess.revoke", "remoteAccess.login"],
  console: [],
};

/** Registry calls the fallback logs, with their module and action: every state-changing session call. */
export function loggedWriteCalls(): Array<{ path: string; module: string | null; action: string }> {
  return Object.entries(registry)
    .filter(([path, def]) => def.auth !== "public" && !READ_PATH.test(path) && !NOT_STATE_CHANGING.has(path))
    .map(([path, def]) => ({ path, module: opLogModuleOf(path, def.tag), action: opLogActionOf(path) }));
}

/**
 * Every module of the catalogue with its known actions: the explicit ones, or for a module without
 * explicit writers the fallback's (a module with both would list fallback names never written).
 */
export function moduleFunctions(): Array<{ module: string; functions: string[] }> {
  const derived = loggedWriteCalls();
  return OP_LOG_MODULES.map((module) => {
    const explicit = OP_LOG_FUNCTIONS[module];
    const functions = explicit ?? derived.filter((c) => c.module === module).map((c) => c.action);
    return { module, functions: [...functions] };
  });
}
