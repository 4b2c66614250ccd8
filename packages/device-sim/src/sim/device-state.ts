import type { RecordingSegment } from "@vms/api-client";
import {
  DEVICE_LANGUAGES,
  TIME_ZONES,
  languageConfigSchema,
  networkConfigSchema,
  timeZoneConfigSchema,
  CHANNEL_STATUS,
  type HelloFrame,
  type ReportedStorage,
} from "@vms/api-client";
import type { SimChannel, SimDevice, SimStorage, VideoOutput } from "../descriptors.js";
import { Rng } from "../prng.js";
import { PtzChannelState } from "./ptz-state.js";
import { VsOutputsState } from "./vs-outputs-state.js";

/** The network section of a device (configGet/configSet "network"). */
export interface NetworkConfig {
  dhcp: boolean;
  ip: string;
  mask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  mac: string;
}

/** A channel at run time: the descriptor's channel plus the camera link and PTZ memory. */
export interface ChannelRuntime {
  channel: SimChannel;
  /** The camera answers (recorders lose cameras; setChannelOnline flips this). */
  link: boolean;
  ptz: PtzChannelState;
  /** Windows recorded because of an event (pre- and post-event recording), filling the schedule's gaps. */
  eventRecordings: RecordingSegment[];
}

/** Result of configSet: the new value, or the reason the parameters were refused (code 1000). */
export type ConfigResult = { ok: true; value: unknown } | { ok: false; reason: string };

const LANGUAGE_CODES = new Set(DEVICE_LANGUAGES.map((l) => l.code));
const ZONE_GMTS = new Set(TIME_ZONES.map((z) => z.gmt));

/**
 * MAC and address derived from the serial number alone (not from the fleet PRNG, so adding them
 * left existing fleets unchanged). 02:… is a locally administered MAC: never a real vendor's.
 */
export function networkIdentity(sn: string): NetworkConfig {
  const rng = new Rng(`net:${sn}`);
  const hex = () => rng.int(0, 255).toString(16).toUpperCase().padStart(2, "0");
  const subnet = rng.int(1, 254);
  const gateway = `192.168.${subnet}.1`;
  return {
    dhcp: rng.chance(0.5),
    ip: `192.168.${subnet}.${rng.int(2, 254)}`,
    mask: "255.255.255.0",
    gateway,
    dns1: gateway,
    dns2: "8.8.8.8",
    mac: `02:56:4D:${hex()}:${hex()}:${hex()}`,
  };
}

/** Everything a simulated device remembers; survives reconnects, reboots and upgrades. */
export class DeviceState {
  securityCode: string;
  version: string;
  language: string;
  timeZone: string;
  dst = false;
  network: NetworkConfig;
  storage: SimStorage;
  readonly outputs: VideoOutput[];
  readonly vsOutputs: VsOutputsState;
  readonly channels = new Map<number, ChannelRuntime>();

  constructor(descriptor: SimDevice) {
    // Deep copies: the descriptor stays what the fleet generator produced.
    const copy = structuredClone(descriptor);
    this.securityCode = copy.securityCode;
    this.version = copy.firmwareVersion;
    this.language = copy.language;
    this.timeZone = copy.timeZone;
    this.network = networkIdentity(copy.sn);
    this.storage = copy.storage;
    this.outputs = copy.outputs;
    this.vsOutputs = new VsOutputsState(this.outputs);
    for (const channel of copy.channels) {
      this.channels.set(channel.chlIndex, { channel, link: channel.status === CHANNEL_STATUS.ONLINE, ptz: new PtzChannelState(), eventRecordings: [] });
    }
  }

  /** What the server sees: a camera streams only when linked and enabled. */
  channelOnline(runtime: ChannelRuntime): boolean {
    return runtime.link && runtime.channel.enabled;
  }

  /** The hello frame for `descriptor` in the current state. */
  hello(descriptor: SimDevice): HelloFrame {
    return {
      type: "hello",
      sn: descriptor.sn,
      securityCode: this.securityCode,
      devType: descriptor.devType,
      model: descriptor.model,
      version: this.version,
      timeZone: this.timeZone,
      language: this.language,
      mac: this.network.mac,
      ip: this.network.ip,
      channels: [...this.channels.values()].map((runtime) => {
        const { chlIndex, number, name, configured, enabled, supportFun, mainStream, subStream } = runtime.channel;
        const stream = (s: typeof mainStream) => ({ ...s, codecs: [...s.codecs] });
        return { chlIndex, number, name, configured, online: this.channelOnline(runtime), enabled, supportFun: [...supportFun], mainStream: stream(mainStream), subStream: stream(subStream) };
      }),
      storage: this.reportedStorage(),
      outputs: this.outputs.map((o) => ({ ...o })),
    };
  }

  /** Storage as the protocol reports it. */
  reportedStorage(): ReportedStorage {
    return structuredClone(this.storage) as ReportedStorage;
  }

  /** configGet: the section's value, or null for an unknown section. */
  getConfig(section: unknown): unknown {
    if (section === "language") return { language: this.language };
    if (section === "timeZone") return { timeZone: this.timeZone, dst: this.dst };
    if (section === "network") return { ...this.network };
    if (section === "vsOutputs" && this.vsOutputs.supported) return this.vsOutputs.get();
    return null;
  }

  /** configSet: validates like the device menus (21 languages, the 53 zones, IPv4 addresses). */
  setConfig(section: unknown, value: unknown): ConfigResult {
    if (section === "language") {
      const parsed = languageConfigSchema.safeParse(value);
      if (!parsed.success || !LANGUAGE_CODES.has(parsed.data.language)) return { ok: false, reason: "unsupported language" };
      this.language = parsed.data.language;
    } else if (section === "timeZone") {
      const parsed = timeZoneConfigSchema.safeParse(value);
      if (!parsed.success || !ZONE_GMTS.has(parsed.data.timeZone)) return { ok: false, reason: "time zone must be one of GMT-12 … GMT+13" };
      this.timeZone = parsed.data.timeZone;
      this.dst = parsed.data.dst;
    } else if (section === "network") {
      const parsed = networkConfigSchema.safeParse(value);
      if (!parsed.success) return { ok: false, reason: "invalid IPv4 settings" };
      const { dhcp, ip, mask, gateway, dns1, dns2 } = parsed.data;
      if (!isNetmask(mask)) return { ok: false, reason: "invalid subnet mask" };
      this.network = { ...this.network, dhcp, ip, mask, gateway, dns1, dns2 };
    } else if (section === "vsOutputs" && this.vsOutputs.supported) {
      const result = this.vsOutputs.set(value);
      if (!result.ok) return result;
    } else {
      return { ok: false, reason: "unknown section" };
    }
    return { ok: true, value: this.getConfig(section) };
  }
}

/** A contiguous run of 1 bits followed by 0 bits (255.255.255.0 yes, 255.0.255.0 no). */
function isNetmask(mask: string): boolean {
  const bits = mask.split(".").reduce((acc, part) => (acc << 8) | Number(part), 0) >>> 0;
  const inverted = ~bits >>> 0;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
}
