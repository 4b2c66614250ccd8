import { networkInterfaces } from "node:os";
import { DEVICE_LANGUAGES, TIME_ZONES, languageConfigSchema, networkConfigSchema, timeZoneConfigSchema } from "@vms/api-client";
import type { DataFolder } from "../config/data-folder.js";

const LANGUAGE_CODES = new Set(DEVICE_LANGUAGES.map((l) => l.code));
const ZONE_GMTS = new Set(TIME_ZONES.map((z) => z.gmt));
const FILE = "settings.json";

interface Network {
  dhcp: boolean;
  ip: string;
  mask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  mac: string;
}

/** The settings the cloud reads and writes (configGet / configSet), kept in the data folder. */
export interface Settings {
  language: string;
  timeZone: string;
  dst: boolean;
  network: Network;
}

export type SetResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** The host's first IPv4 address: what the console shows until someone sets it. */
function hostNetwork(): Network {
  const nic = Object.values(networkInterfaces())
    .flat()
    .find((n) => n && n.family === "IPv4" && !n.internal);
  return { dhcp: true, ip: nic?.address ?? "0.0.0.0", mask: nic?.netmask ?? "255.255.255.0", gateway: "0.0.0.0", dns1: "0.0.0.0", dns2: "", mac: nic?.mac ?? "" };
}

function defaults(): Settings {
  return { language: "en-US", timeZone: "GMT+00", dst: false, network: hostNetwork() };
}

/**
 * configGet / configSet of the bridge (docs/device-protocol.md): language, time zone and network.
 * They are the device's settings as the cloud sees them; the bridge keeps them but does not
 * reconfigure the host's network (that is the site's machine).
 */
export class DeviceSettings {
  private constructor(
    private readonly data: DataFolder,
    private settings: Settings,
  ) {}

  static async load(data: DataFolder): Promise<DeviceSettings> {
    const stored = (await data.readDocument(FILE)) as Partial<Settings> | null;
    const base = defaults();
    return new DeviceSettings(data, { ...base, ...(stored ?? {}), network: { ...base.network, ...(stored?.network ?? {}), mac: base.network.mac } });
  }

  get current(): Readonly<Settings> {
    return this.settings;
  }

  get(section: unknown): unknown {
    const s = this.settings;
    if (section === "language") return { language: s.language };
    if (section === "timeZone") return { timeZone: s.timeZone, dst: s.dst };
    if (section === "network") return { ...s.network };
    return null;
  }

  /** Validates like a recorder's menus (21 languages, the 53 zones, IPv4 settings) and keeps the value. */
  async set(section: unknown, value: unknown): Promise<SetResult> {
    const next = this.validate(section, value);
    if ("reason" in next) return { ok: false, reason: next.reason };
    this.settings = next.settings;
    await this.data.writeDocument(FILE, this.settings);
    return { ok: true, value: this.get(section) };
  }

  private validate(section: unknown, value: unknown): { settings: Settings } | { reason: string } {
    const s = this.settings;
    if (section === "language") {
      const parsed = languageConfigSchema.safeParse(value);
      if (!parsed.success || !LANGUAGE_CODES.has(parsed.data.language)) return { reason: "unsupported language" };
      return { settings: { ...s, language: parsed.data.language } };
    }
    if (section === "timeZone") {
      const parsed = timeZoneConfigSchema.safeParse(value);
      if (!parsed.success || !ZONE_GMTS.has(parsed.data.timeZone)) return { reason: "time zone must be one of GMT-12 … GMT+13" };
      return { settings: { ...s, timeZone: parsed.data.timeZone, dst: parsed.data.dst } };
    }
    if (section === "network") {
      const parsed = networkConfigSchema.safeParse(value);
      if (!parsed.success || !isNetmask(parsed.data.mask)) return { reason: "invalid IPv4 settings" };
      const { dhcp, ip, mask, gateway, dns1, dns2 } = parsed.data;
      return { settings: { ...s, network: { ...s.network, dhcp, ip, mask, gateway, dns1, dns2 } } };
    }
    return { reason: "unknown section" };
  }
}

/** A contiguous run of 1 bits followed by 0 bits (255.255.255.0 yes, 255.0.255.0 no). */
function isNetmask(mask: string): boolean {
  const bits = mask.split(".").reduce((acc, part) => (acc << 8) | Number(part), 0) >>> 0;
  const inverted = ~bits >>> 0;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
}
