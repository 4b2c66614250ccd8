import { z } from "zod/mini";
import { devTypeSchema } from "./device.js";
import { textSchema } from "./primitives.js";

// The live channel tree (spec §2 Live, §7 /merchant-site-chl/list and /collection/chl/status):
// the caller's visible sites, each with its devices and their channels, and the online states.

/** A channel as the tree shows it. status: 0 offline, 1 online (spec §4). */
export const treeChannelSchema = z.object({
  chlIndex: z.number().check(z.int()),
  name: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  enabled: z.boolean(),
  supportFun: z.array(z.string()),
  /** The channel offers a sub stream. */
  hasSub: z.boolean(),
  /** A licence covers it (free or licensed, issue 27); false: live, playback and downloads show the licence warning. */
  licensed: z.boolean(),
});
/** A device of the tree. status: 0 unknown, 1 online, 2 offline. */
export const treeDeviceSchema = z.object({
  sn: z.string(),
  name: z.string(),
  devType: devTypeSchema,
  status: z.number().check(z.int()),
  channels: z.array(treeChannelSchema),
});
/** A visible site (flat; `parentId` links the tree) with its own devices. */
export const treeSiteSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  parentId: z.nullable(z.string()),
  devices: z.array(treeDeviceSchema),
});
export type TreeSite = z.infer<typeof treeSiteSchema>;
export type TreeDevice = z.infer<typeof treeDeviceSchema>;
export type TreeChannel = z.infer<typeof treeChannelSchema>;

export const siteChlTreeSchema = z.object({ list: z.array(treeSiteSchema) });

const channelRef = z.object({ sn: textSchema().check(z.minLength(1), z.maxLength(64)), chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)) });
export const chlStatusRequestSchema = z.object({ channels: z.array(channelRef).check(z.maxLength(256)) });
/** Online states of the asked channels the caller may see; others are left out. */
export const chlStatusSchema = z.object({
  list: z.array(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()), status: z.union([z.literal(0), z.literal(1)]), deviceStatus: z.number().check(z.int()) })),
});
