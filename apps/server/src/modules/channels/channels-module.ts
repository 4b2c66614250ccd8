import type { ModuleContext } from "../../core/module-context.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { SitesModule } from "../sites/sites-module.js";
import { registerChannelHandlers } from "./channel-handlers.js";
import { createChannelRepository } from "./channel-repository.js";
import { createChannelService } from "./channel-service.js";

/** Channels and cameras of bound devices. */
export function registerChannelsModule(ctx: ModuleContext, deps: { sites: SitesModule; devices: DevicesModule }): void {
  const { devices, deviceFor, gateway } = deps.devices;
  registerChannelHandlers(
    ctx.handlers,
    createChannelService({ channels: createChannelRepository(ctx.db), devices, access: deps.sites.access, deviceFor, gateway }),
  );
}
