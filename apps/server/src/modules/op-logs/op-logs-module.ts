import type { RideAlongSlot } from "../../db/ride-along.js";
import type { ModuleContext } from "../../core/module-context.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import { createExportLinks, OP_LOG_EXPORT_PATH } from "./op-log-export-link.js";
import { registerOpLogHandlers } from "./op-log-handlers.js";
import { createOpLogRepository } from "./op-log-repository.js";
import { createOpLogService, type OpLogService } from "./op-log-service.js";

/** Days an operation-log line is kept (docs/op-logs.md). */
export const OP_LOG_RETENTION_DAYS = 365;

export interface OpLogsModuleDeps {
  /** Period of the retention job (default daily). */
  retentionIntervalMs?: number | undefined;
  /** The database's ride-along slot: each call's line commits with its change (db/ride-along.ts). */
  rideAlong?: RideAlongSlot | undefined;
}

/**
 * Operation logs (spec §2 /privacySecurity/operation-logs): the calls, the export download and the
 * retention job. Other modules take `write` (an `OpLogWriter`, op-log-port.ts) in their deps.
 */
export function registerOpLogsModule(ctx: ModuleContext, deps: OpLogsModuleDeps = {}): OpLogService {
  const { app } = ctx;
  const links = createExportLinks({ now: ctx.now });
  const service = createOpLogService({ repo: createOpLogRepository(ctx.db), links, log: app.log, now: ctx.now });
  registerOpLogHandlers(ctx.handlers, service);
  deps.rideAlong?.use(service.rideAlong);

  app.get<{ Querystring: { t?: string } }>(OP_LOG_EXPORT_PATH, async (request, reply) => {
    const job = typeof request.query.t === "string" ? links.verify(request.query.t) : null;
    if (!job) return reply.code(403).send({ error: "forbidden" });
    const file = await service.workbook(job);
    reply.header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    reply.header("content-length", file.length).header("cache-control", "private, no-store").header("x-content-type-options", "nosniff");
    reply.header("content-disposition", `attachment; filename="${job.fileName}"`);
    return reply.send(file);
  });

  const stop = startPeriodicJob(
    {
      run: () => service.prune(OP_LOG_RETENTION_DAYS),
      report: (deleted, log) => {
        if (deleted > 0) log.info({ deleted }, "old operation-log lines deleted");
      },
      failure: "operation-log retention failed",
    },
    app.log,
    deps.retentionIntervalMs ?? 86_400_000,
  );
  app.addHook("preClose", async () => {
    stop();
    await service.idle();
  });
  return service;
}
