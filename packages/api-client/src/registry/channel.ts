import { emptyResultSchema } from "../schemas/common.js";
import {
  cameraListRequestSchema,
  cameraListSchema,
  channelListRequestSchema,
  channelListSchema,
  channelPageRequestSchema,
  channelPageSchema,
  channelRefRequestSchema,
  siteChannelListRequestSchema,
  siteDeviceChlSchema,
} from "../schemas/channel.js";
import { siteIdRequestSchema } from "../schemas/site.js";
import { defineEndpoints } from "./define.js";

const DEVICES = ["vms_device_qry"] as const;

/** Channels and the site channel lists (spec §7 "Devices"). */
export const channelEndpoints = defineEndpoints({
  "/channel/list/detail": { summary: "The channels of a device.", tag: "channels", auth: "session", request: channelListRequestSchema, response: channelListSchema },
  "/channel/open": { summary: "Enables a channel.", tag: "channels", auth: "session", anyOf: DEVICES, request: channelRefRequestSchema, response: emptyResultSchema },
  "/channel/close": { summary: "Disables a channel.", tag: "channels", auth: "session", anyOf: DEVICES, request: channelRefRequestSchema, response: emptyResultSchema },
  "/channel/page": { summary: "Pages the visible channels.", tag: "channels", auth: "session", request: channelPageRequestSchema, response: channelPageSchema },
  "/camera/list": { summary: "Cameras of the given (or all visible) sites.", tag: "channels", auth: "session", request: cameraListRequestSchema, response: cameraListSchema },
  "/site/channel-list": { summary: "Channels of a site and its sub-sites.", tag: "channels", auth: "session", request: siteChannelListRequestSchema, response: cameraListSchema },
  "/site/device/chl": { summary: "Devices of a site, each with its channels.", tag: "channels", auth: "session", request: siteIdRequestSchema, response: siteDeviceChlSchema },
});
