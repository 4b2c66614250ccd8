import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";

const entries = (codes: readonly string[]) => codes.map((resCode) => ({ resCode }));

/** /func-res/list (role codes) and /func-res/dynamic-list (organization codes), spec §6. */
export function registerFuncResHandlers(table: HandlerTable): void {
  registerHandlers(table, {
    // The caller already carries both lists (empty for a NO_ACCESS role).
    "/func-res/list": ({ caller }) => ({ roleAuthList: entries(caller.roleCodes) }),
    "/func-res/dynamic-list": ({ caller }) => ({ dynamicAuthList: entries(caller.dynamicCodes) }),
  });
}
