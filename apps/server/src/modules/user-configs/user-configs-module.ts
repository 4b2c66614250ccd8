import type { ModuleContext } from "../../module-context.js";
import { registerHandlers } from "../../plugins/envelope/handler-table.js";
import { createUserConfigRepository } from "./user-config-repository.js";
import { createUserConfigService } from "./user-config-service.js";

/** Per-user configs: layouts, viewing-station views, archive rights, frequent events (spec §3, §7). */
export function registerUserConfigsModule(ctx: ModuleContext): void {
  const configs = createUserConfigService(createUserConfigRepository(ctx.db));
  registerHandlers(ctx.handlers, {
    "/user-configs/list": ({ caller, data }) => configs.list(caller, data.configType),
    "/user-configs/put": ({ caller, data }) => configs.put(caller, data),
    "/user-configs/delete": ({ caller, data }) => configs.remove(caller, data.id),
  });
}
