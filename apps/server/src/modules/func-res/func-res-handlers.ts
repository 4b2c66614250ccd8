import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";

const entries = (codes: readonly string[]) => codes.map((resCode) => ({ resCode }));

/** Codes grouped by module, as the role editor shows them. */
export type ResourceModules = ReadonlyArray<{ module: string; resCodes: readonly string[] }>;

/** /func-res/list (role codes, and the module matrix) and /func-res/dynamic-list (organization codes), spec §6. */
export function registerFuncResHandlers(table: HandlerTable, modules: ResourceModules): void {
  const moduleList = modules.map((m) => ({ module: m.module, resCodes: [...m.resCodes] }));
  registerHandlers(table, {
    // The caller already carries both lists (empty for a NO_ACCESS role).
    "/func-res/list": ({ caller }) => ({ roleAuthList: entries(caller.roleCodes), moduleList }),
    "/func-res/dynamic-list": ({ caller }) => ({ dynamicAuthList: entries(caller.dynamicCodes) }),
  });
}
