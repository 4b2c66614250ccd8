import type { MaintenanceNotice } from "@vms/api-client";
import type { ModuleContext } from "../../core/module-context.js";
import { registerHandlers } from "../../core/handler-table.js";
import { createMaintenanceRepository } from "./maintenance-repository.js";

/** /sysmsg/maintenance/latest: the operator's current maintenance notice for every signed-in console. */
export function registerSysmsgModule(ctx: ModuleContext): void {
  const notices = createMaintenanceRepository(ctx.db);
  registerHandlers(ctx.handlers, {
    "/sysmsg/maintenance/latest": async () => {
      const row = await notices.latestOpen(new Date(ctx.now()));
      const notice: MaintenanceNotice | null = row
        ? { id: row.id, startTime: row.startsAt.getTime(), endTime: row.endsAt.getTime(), messages: { "en-US": row.messageEn, "zh-CN": row.messageZh } }
        : null;
      return { notice };
    },
  });
}
