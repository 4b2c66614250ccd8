import { z } from "zod";
import { textSchema } from "./primitives.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { devTypeSchema } from "./device.js";

// Channels (spec §3 Channel, §4 channel status 0 offline / 1 online).

export const streamCapabilitySchema = z.object({
  resolution: z.string(),
  maxFps: z.number().int(),
  codecs: z.array(z.string()),
  maxBitrateKbps: z.number().int(),
});

export const channelSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  configured: z.boolean(),
  /** 0 offline, 1 online. */
  status: z.union([z.literal(0), z.literal(1)]),
  enabled: z.boolean(),
  supportFun: z.array(z.string()),
  mainStream: streamCapabilitySchema.nullable(),
  subStream: streamCapabilitySchema.nullable(),
  deviceName: z.string(),
  devType: devTypeSchema,
  deviceStatus: z.number().int(),
  siteId: z.string(),
  siteName: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

const sn = textSchema().trim().min(1).max(64);
export const channelListRequestSchema = z.object({ sn });
export const channelListSchema = z.object({ list: z.array(channelSchema) });
export const channelRefRequestSchema = z.object({ sn, chlIndex: z.number().int().min(0).max(256) });

export const channelPageRequestSchema = pageQuerySchema.extend({
  siteId: textSchema().max(64).optional(),
  keyword: textSchema().trim().max(64).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});
export const channelPageSchema = pageOf(channelSchema);

/** /camera/list: cameras (configured channels) of the given sites, or of every visible site. */
export const cameraListRequestSchema = z.object({ siteIds: z.array(textSchema().max(64)).max(1000).optional() });
export const cameraListSchema = z.object({ list: z.array(channelSchema) });

/** /site/channel-list: the channels of one site (and its sub-sites). */
export const siteChannelListRequestSchema = z.object({ siteId: textSchema().max(64), includeSubSites: z.boolean().default(true) });
/** /site/device/chl: the devices of one site, each with its channels. */
export const siteDeviceChlSchema = z.object({
  list: z.array(z.object({ sn: z.string(), name: z.string(), devType: devTypeSchema, status: z.number().int(), channels: z.array(channelSchema) })),
});
