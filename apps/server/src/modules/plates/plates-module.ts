import { PLATE_LIBRARY_CAPACITY } from "@vms/api-client";
import type { ModuleContext } from "../../core/module-context.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import { registerPlateHandlers } from "./plate-handlers.js";
import { createPlateRepository } from "./plate-repository.js";
import { createPlateService, type PlateService } from "./plate-service.js";

/** What the alarm-rules module (and later the rule evaluator) uses. */
export interface PlatesModule {
  plates: PlateService;
}

/** Plate libraries, plates and labels; `capacity` (spec §9: 10,000) is smaller in some tests. */
export function registerPlatesModule(ctx: ModuleContext, deps: { capacity?: number; opLog?: OpLogWriter } = {}): PlatesModule {
  const plates = createPlateService({ plates: createPlateRepository(ctx.db), capacity: deps.capacity ?? PLATE_LIBRARY_CAPACITY });
  registerPlateHandlers(ctx.handlers, plates, deps.opLog);
  return { plates };
}
