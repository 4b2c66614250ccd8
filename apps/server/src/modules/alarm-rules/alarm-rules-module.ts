import type { ModuleContext } from "../../core/module-context.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PlatesModule } from "../plates/plates-module.js";
import type { SitesModule } from "../sites/sites-module.js";
import { registerRuleHandlers } from "./rule-handlers.js";
import { createRuleRepository } from "./rule-repository.js";
import { createRuleService, type RuleService } from "./rule-service.js";

/** What the rule evaluator (events slice) uses. */
export interface AlarmRulesModule {
  rules: RuleService;
}

/** Alarm rules and contacts (spec §2 Alarm rules). */
export function registerAlarmRulesModule(ctx: ModuleContext, deps: { sites: SitesModule; devices: DevicesModule; plates: PlatesModule; opLog?: OpLogWriter }): AlarmRulesModule {
  const rules = createRuleService({ rules: createRuleRepository(ctx.db), access: deps.sites.access, deviceFor: deps.devices.deviceFor, plates: deps.plates.plates });
  registerRuleHandlers(ctx.handlers, rules, deps.opLog);
  return { rules };
}
