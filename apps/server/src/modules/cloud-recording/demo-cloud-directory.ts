import { CHANNEL_STATUS, DEVICE_STATUS } from "@vms/api-client";
import { generateFleet } from "@vms/device-sim";
import { DEMO_FLEET_SEED } from "../../gateway/demo-fleet.js";
import type { CloudChannel, CloudStorageDirectory } from "./cloud-recording-port.js";

const usable = (c: { configured: boolean; status: number }) => c.configured && c.status === CHANNEL_STATUS.ONLINE;

/** Days of cyclic storage of the demo's seeded package. */
export const DEMO_STORAGE_DAYS = 7;

/**
 * Until cloud storage can be bought (modules/commerce implements the real directory), demo mode has
 * a seeded package: the first 2 usable channels of the first 2 online demo devices with any, 7 days
 * of cyclic storage, in whichever organization the device is bound to (Demo Co). Outside demo mode
 * no channel is recorded.
 */
export function createDemoCloudDirectory(deps: { demo: boolean; demoDevices: number; orgOf: (sn: string) => Promise<string | null> }): CloudStorageDirectory {
  const seeded = deps.demo
    ? generateFleet({ count: deps.demoDevices, seed: DEMO_FLEET_SEED })
        .filter((d) => d.status === DEVICE_STATUS.ONLINE && d.channels.some(usable))
        .slice(0, 2)
        .flatMap((d) => d.channels.filter(usable).slice(0, 2).map((c) => ({ sn: d.sn, chlIndex: c.chlIndex })))
    : [];
  const resolve = async (): Promise<CloudChannel[]> => {
    const out: CloudChannel[] = [];
    for (const c of seeded) {
      const orgId = await deps.orgOf(c.sn);
      if (orgId) out.push({ orgId, sn: c.sn, chlIndex: c.chlIndex, storageDays: DEMO_STORAGE_DAYS });
    }
    return out;
  };
  return {
    activeChannels: () => resolve(),
    async planFor(orgId, sn, chlIndex) {
      return (await resolve()).find((c) => c.orgId === orgId && c.sn === sn && c.chlIndex === chlIndex) ?? null;
    },
    onChange: () => () => {},
  };
}

/** A fixed directory (tests, bench): these channels have plans. */
export function createStaticCloudDirectory(channels: readonly CloudChannel[]): CloudStorageDirectory & { set(next: readonly CloudChannel[]): void } {
  let current = [...channels];
  const listeners = new Set<() => void>();
  return {
    activeChannels: async () => [...current],
    planFor: async (orgId, sn, chlIndex) => current.find((c) => c.orgId === orgId && c.sn === sn && c.chlIndex === chlIndex) ?? null,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = [...next];
      for (const l of listeners) l();
    },
  };
}
