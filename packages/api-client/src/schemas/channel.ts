import { z } from "zod/mini";
import { textSchema, uuidSchema } from "./primitives.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { devTypeSchema } from "./device.js";

// Channels (spec §3 Channel, §4 channel status 0 offline / 1 online).

export const streamCapabilitySchema = z.object({
  resolution: z.string(),
  maxFps: z.number().check(z.int()),
  codecs: z.array(z.string()),
  maxBitrateKbps: z.number().check(z.int()),
});

export const channelSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  number: z.number().check(z.int()),
  name: z.string(),
  configured: z.boolean(),
  /** 0 offline, 1 online. */
  status: z.union([z.literal(0), z.literal(1)]),
  enabled: z.boolean(),
  supportFun: z.array(z.string()),
  mainStream: z.nullable(streamCapabilitySchema),
  subStream: z.nullable(streamCapabilitySchema),
  deviceName: z.string(),
  devType: devTypeSchema,
  deviceStatus: z.number().check(z.int()),
  siteId: z.string(),
  siteName: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

const sn = textSchema().check(z.trim(), z.minLength(1), z.maxLength(64));
export const channelListRequestSchema = z.object({ sn });
export const channelListSchema = z.object({ list: z.array(channelSchema) });
export const channelRefRequestSchema = z.object({ sn, chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)) });

export const channelPageRequestSchema = z.extend(pageQuerySchema, {
  siteId: z.optional(uuidSchema()),
  keyword: z.optional(textSchema().check(z.trim(), z.maxLength(64))),
  status: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export const channelPageSchema = pageOf(channelSchema);

/** /camera/list: cameras (configured channels) of the given sites, or of every visible site. */
export const cameraListRequestSchema = z.object({ siteIds: z.optional(z.array(uuidSchema()).check(z.maxLength(1000))) });
export const cameraListSchema = z.object({ list: z.array(channelSchema) });

/** /site/channel-list: the channels of one site (and its sub-sites). */
export const siteChannelListRequestSchema = z.object({ siteId: uuidSchema(), includeSubSites: z._default(z.boolean(), true) });
/** /site/device/chl: the devices of one site, each with its channels. */
export const siteDeviceChlSchema = z.object({
  list: z.array(z.object({ sn: z.string(), name: z.string(), devType: devTypeSchema, status: z.number().check(z.int()), channels: z.array(channelSchema) })),
});
