import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { ChannelService } from "./channel-service.js";

/** Channels and the site channel lists (spec §7 "Devices"). */
export function registerChannelHandlers(table: HandlerTable, channels: ChannelService): void {
  registerHandlers(table, {
    "/channel/list/detail": ({ caller, data }) => channels.ofDevice(caller, data.sn),
    "/channel/open": ({ caller, data }) => channels.open(caller, data.sn, data.chlIndex),
    "/channel/close": ({ caller, data }) => channels.close(caller, data.sn, data.chlIndex),
    "/channel/page": ({ caller, data }) => channels.page(caller, data),
    "/camera/list": ({ caller, data }) => channels.cameras(caller, data.siteIds),
    "/site/channel-list": ({ caller, data }) => channels.ofSite(caller, data.siteId, data.includeSubSites),
    "/site/device/chl": ({ caller, data }) => channels.devicesOfSite(caller, data.siteId),
  });
}
