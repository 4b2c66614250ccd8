import type { ModuleContext } from "../../core/module-context.js";
import { registerHandlers } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import { createUserConfigRepository } from "./user-config-repository.js";
import { createUserConfigService } from "./user-config-service.js";

/** Per-user configs: layouts, viewing-station views, archive rights, frequent events (spec §3, §7). */
export function registerUserConfigsModule(ctx: ModuleContext, deps: { opLog?: OpLogWriter } = {}): void {
  const configs = createUserConfigService(createUserConfigRepository(ctx.db));
  registerHandlers(ctx.handlers, {
    "/user-configs/list": ({ caller, data }) => configs.list(caller, data.configType),
    "/user-configs/put": ({ caller, data }) => configs.put(caller, data),
    "/user-configs/delete": (c) => auditedRemoval(deps.opLog, c, "userConfig", "user-configs.delete", c.data.id)(configs.remove(c.caller, c.data.id)),
  });
}
