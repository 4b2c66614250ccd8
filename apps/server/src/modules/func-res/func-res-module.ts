import type { ModuleContext } from "../../core/module-context.js";
import { registerFuncResHandlers, type ResourceModules } from "./func-res-handlers.js";

/** The function resource tree the role editor shows. */
export function registerFuncResModule(ctx: ModuleContext, deps: { modules: ResourceModules }): void {
  registerFuncResHandlers(ctx.handlers, deps.modules);
}
