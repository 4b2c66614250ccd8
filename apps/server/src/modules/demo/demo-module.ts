import type { SimDevice } from "@vms/device-sim";
import type { ModuleContext } from "../../core/module-context.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { SitesModule } from "../sites/sites-module.js";
import { seedDemoDevices } from "./demo-devices-seed.js";
import { seedDemo } from "./demo-seed.js";

/** What main.ts (and tests) use once the demo fleet runs. */
export interface DemoModule {
  /** Demo Co's sites, grants and the fleet bound across them (first start only). */
  seedDevices(devices: readonly SimDevice[], options?: { waitMs?: number; heldElsewhere?: boolean }): Promise<void>;
}

/** Demo mode: Demo Co and its users on an empty database; the devices once the fleet runs. */
export async function registerDemoModule(ctx: ModuleContext, deps: { sites: SitesModule; devices: DevicesModule }): Promise<DemoModule> {
  if (ctx.config.demo) await seedDemo(ctx.db, ctx.app.log);
  return {
    seedDevices: (devices, options) => seedDemoDevices({ db: ctx.db, log: ctx.app.log, ...deps }, devices, options),
  };
}
