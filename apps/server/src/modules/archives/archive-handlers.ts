import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { ArchiveService } from "./archive-service.js";
import type { ArchiveShareService } from "./archive-share-service.js";

/** The 14 archive calls (spec §7 Archives). */
export function registerArchiveHandlers(table: HandlerTable, archives: ArchiveService, shares: ArchiveShareService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/archives/create": ({ caller, data }) => archives.create(caller, data),
    "/archives/list": ({ caller, data }) => archives.list(caller, data),
    "/archives/conditions": ({ caller }) => archives.conditions(caller),
    "/archives/update": ({ caller, data }) => archives.rename(caller, data),
    "/archives/delete": (c) =>
      auditedRemoval(opLog, c, "archive", "archives.delete", c.data.archiveIds.join(", "), (removed) => ({ deleted: removed.length }))(archives.remove(c.caller, c.data)),
    "/archives/retry": ({ caller, data }) => archives.retry(caller, data),
    "/archives/video/list": ({ caller, data }) => archives.video(caller, data),
    "/archives/download-token/get": ({ caller, data }) => archives.downloadToken(caller, data),
    "/archives/authority/get": ({ caller }) => archives.authority(caller),
    "/archives/authority/update": ({ caller, data }) => archives.updateAuthority(caller, data),
    "/archives/share": ({ caller, data }) => shares.create(caller, data),
    "/archives/share/get": ({ caller, data }) => shares.list(caller, data),
    "/archives/video/no-token/list": ({ data, request }) => shares.view(data, request.ip),
    "/archives/download-token/no-token/get": ({ data, request }) => shares.download(data, request.ip),
  });
}
