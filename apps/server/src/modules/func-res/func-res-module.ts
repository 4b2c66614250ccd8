import type { ModuleContext } from "../../module-context.js";
import { registerFuncResHandlers } from "./func-res-handlers.js";

/** The function resource tree the role editor shows. */
export function registerFuncResModule(ctx: ModuleContext): void {
  registerFuncResHandlers(ctx.handlers);
}
