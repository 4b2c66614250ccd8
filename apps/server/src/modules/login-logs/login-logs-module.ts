import type { ModuleContext } from "../../core/module-context.js";
import { registerLoginLogHandlers } from "./login-log-handlers.js";
import { createLoginLogRepository } from "./login-log-repository.js";
import { createLoginLogService, type LoginLogService } from "./login-log-service.js";

/** /log/login-logs/list, and the service sign-in records its attempts with. */
export function registerLoginLogsModule(ctx: ModuleContext): LoginLogService {
  const logs = createLoginLogRepository(ctx.db);
  registerLoginLogHandlers(ctx.handlers, logs);
  return createLoginLogService(logs);
}
