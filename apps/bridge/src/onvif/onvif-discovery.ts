import onvif from "onvif";
import { OnvifCamera, type OnvifProfile } from "./onvif-camera.js";

/** A profile of a discovered camera, as `vms-bridge discover` prints it (its token is the camera's business). */
export type DiscoveredProfile = Omit<OnvifProfile, "token">;

export interface DiscoveredCamera {
  /** `host:port` of the device service (the config's `onvif`). */
  address: string;
  maker: string;
  model: string;
  /** Largest first; empty when the camera would not tell without (the right) credentials. */
  profiles: DiscoveredProfile[];
  /** Why the details are missing, when they are. */
  error?: string;
}

export interface DiscoverOptions {
  timeoutMs?: number;
  username?: string;
  password?: string;
}

type Raw = Record<string, unknown>;

const scopeValue = (scopes: readonly string[], key: string): string | undefined => {
  const prefix = `onvif://www.onvif.org/${key}/`;
  const found = scopes.find((s) => s.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
};

/**
 * What a WS-Discovery ProbeMatch (as `onvif` parses it) says: the device service's `host:port`
 * (from the first http XAddr) and the maker/model its scopes name (ONVIF Core 7.3.2.2 `name`, `hardware`).
 */
export function fromProbeMatch(match: unknown): { address: string; maker: string; model: string } | null {
  const probe = ((match as Raw | undefined)?.["probeMatches"] as Raw | undefined)?.["probeMatch"] as Raw | undefined;
  const xaddrs = String(probe?.["XAddrs"] ?? "").split(/\s+/).filter(Boolean);
  const http = xaddrs.map((x) => URL.parse(x)).find((u) => u !== null && (u.protocol === "http:" || u.protocol === "https:"));
  if (!http) return null;
  const port = http.port || (http.protocol === "https:" ? "443" : "80");
  const scopes = String(probe?.["scopes"] ?? "").split(/\s+/).filter(Boolean);
  const model = scopeValue(scopes, "hardware") ?? "";
  const name = scopeValue(scopes, "name") ?? "";
  // Cameras put "Maker Model" or just the maker into `name`.
  const maker = model && name.endsWith(model) ? name.slice(0, -model.length).trim() : name;
  return { address: `${http.hostname}:${port}`, maker, model };
}

let quietErrors = false;

/** WS-Discovery Probe on the LAN (multicast 239.255.255.250:3702): the ONVIF devices that answer. */
function probe(timeoutMs: number): Promise<unknown[]> {
  // `onvif` emits "error" on its Discovery singleton for any stray UDP answer; unheard, that would throw.
  if (!quietErrors) {
    onvif.Discovery.on("error", () => {});
    quietErrors = true;
  }
  return new Promise((resolve) => {
    onvif.Discovery.probe({ timeout: timeoutMs, resolve: false }, (_err, found) => resolve(found ?? []));
  });
}

/**
 * Finds ONVIF cameras (WS-Discovery) and, logging in with the credentials when given, reads their
 * maker, model and profiles with stream and snapshot URIs.
 */
export async function discover(options: DiscoverOptions = {}): Promise<DiscoveredCamera[]> {
  const matches = (await probe(options.timeoutMs ?? 3000)).map(fromProbeMatch).filter((m) => m !== null);
  const unique = [...new Map(matches.map((m) => [m.address, m])).values()];
  return Promise.all(
    unique.map(async (found): Promise<DiscoveredCamera> => {
      try {
        const camera = await OnvifCamera.connect({ address: found.address, username: options.username, password: options.password, timeoutMs: 5000 });
        const profiles = camera.info.profiles.map(({ name, streamUri, snapshotUri, width, height, encoding }) => ({ name, streamUri, snapshotUri, width, height, encoding }));
        return { address: found.address, maker: camera.info.maker || found.maker, model: camera.info.model || found.model, profiles };
      } catch (error) {
        return { ...found, profiles: [], error: (error as Error).message };
      }
    }),
  );
}
