import type { SimChannel, StreamCapability } from "./descriptors.js";
import { CHANNEL_STATUS, type SupportFun } from "@vms/api-client";
import type { Rng } from "./prng.js";

const MAIN_RESOLUTIONS = ["3840x2160", "2560x1440", "2304x1296", "1920x1080"] as const;
const SUB_RESOLUTIONS = ["640x360", "704x576", "704x480"] as const;
const CAMERA_PLACES = ["Front Door", "Back Door", "Lobby", "Parking", "Gate", "Warehouse", "Corridor", "Cashier", "Garden", "Office"];

function mainStream(rng: Rng, resolution?: string): StreamCapability {
  return {
    resolution: resolution ?? rng.pick(MAIN_RESOLUTIONS),
    maxFps: rng.pick([25, 30]),
    codecs: rng.chance(0.8) ? ["H.264", "H.265"] : ["H.264"],
    maxBitrateKbps: rng.pick([4096, 6144, 8192]),
  };
}

function subStream(rng: Rng): StreamCapability {
  return { resolution: rng.pick(SUB_RESOLUTIONS), maxFps: 15, codecs: ["H.264"], maxBitrateKbps: rng.pick([512, 768, 1024]) };
}

/** Options for one channel. */
export interface ChannelOptions {
  chlIndex: number;
  supportFun: SupportFun[];
  /** Recorder channels may be empty; camera channels are always configured. */
  configured?: boolean;
  /** Analog (DVR) channels top out at 1080p. */
  mainResolution?: string;
}

/** A channel with plausible, seeded names and stream capabilities. */
export function makeChannel(rng: Rng, opts: ChannelOptions): SimChannel {
  const configured = opts.configured ?? true;
  const place = rng.pick(CAMERA_PLACES);
  return {
    chlIndex: opts.chlIndex,
    number: opts.chlIndex,
    name: configured ? `${place} ${opts.chlIndex}` : `CH${String(opts.chlIndex).padStart(2, "0")}`,
    configured,
    status: configured && rng.chance(0.9) ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE,
    enabled: configured ? rng.chance(0.95) : false,
    supportFun: configured ? opts.supportFun : [],
    mainStream: mainStream(rng, opts.mainResolution),
    subStream: subStream(rng),
  };
}

/** The supportFun set of a recorder channel's camera: mostly fixed, some motorised lenses and PTZ domes. */
export function recorderChannelFun(rng: Rng): SupportFun[] {
  const kind = rng.weighted<"fixed" | "az" | "basePtz" | "dome">([
    ["fixed", 6],
    ["az", 2],
    ["basePtz", 1],
    ["dome", 1],
  ]);
  if (kind === "fixed") return [];
  if (kind === "az") return ["az"];
  return kind === "dome" ? ["ptz", "intptz"] : ["ptz", "baseptz"];
}
