import { z } from "zod/mini";
import { textSchema } from "./primitives.js";

// The licence order of an organization's cameras (spec §1 licences per camera, §4 licence
// directive; issue 27, decision 0019): the first free-plus-licensed cameras are usable, the others
// show the licence warning. Administrators (vms_license_mgr) read and change the order.

/** How a channel stands: free forever, covered by the licence in effect, or not usable. */
export const CHANNEL_LICENCES = ["free", "licensed", "unlicensed"] as const;
export const channelLicenceSchema = z.enum(CHANNEL_LICENCES);
export type ChannelLicenceDto = z.infer<typeof channelLicenceSchema>;

/** One camera of the licence order as the caller sees it. */
export const licenceChannelSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  chlName: z.string(),
  devName: z.string(),
  siteName: z.string(),
  /** 1-based place in the whole organization's licence order. */
  place: z.number().check(z.int()),
  licence: channelLicenceSchema,
});
export type LicenceChannelDto = z.infer<typeof licenceChannelSchema>;

/** /license-chl/list and /license-chl/move: the caller's visible cameras in licence order. */
export const licenceChannelListSchema = z.object({
  /** Cameras free forever. */
  freeChlNum: z.number().check(z.int()),
  /** Cameras the licence in effect covers (0 without one). */
  licensedChlNum: z.number().check(z.int()),
  /** Cameras of the whole organization (every site) in the order. */
  totalChlNum: z.number().check(z.int()),
  list: z.array(licenceChannelSchema),
});
export type LicenceChannelList = z.infer<typeof licenceChannelListSchema>;

/** /license-chl/move: put one camera at `position` (1-based) among the caller's visible cameras; beyond the end means last. */
export const licenceChannelMoveRequestSchema = z.object({
  sn: textSchema().check(z.minLength(1), z.maxLength(64)),
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  position: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
});
