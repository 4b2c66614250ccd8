import { DEVICE_STATUS } from "@vms/api-client";
import { startFleet, type SimDevice } from "@vms/device-sim";
import type { FastifyBaseLogger } from "fastify";

/** The demo fleet's seed: fixed, so every start brings back the same devices (and security codes). */
export const DEMO_FLEET_SEED = "vms-demo";

/** The simulated devices of demo mode, running inside the server process. */
export interface DemoFleet {
  /** Every device of the fleet (SN, security code, devType …), online or not. */
  devices: SimDevice[];
  stop(): Promise<void>;
}

/** Where the server's own devices connect: a wildcard bind address is reachable on loopback. */
export function loopbackUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return `http://127.0.0.1:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * Demo mode (decision 0003 "Simulator"): connects `count` simulated devices to this server's own
 * gateway. Devices whose descriptor says offline connect once (so the registry knows them and
 * they can be bound) and then go away, like an unplugged camera, so the demo shows both states.
 * A device that cannot connect (e.g. its security code was changed in an earlier run) is logged
 * and skipped; the demo carries on without it.
 */
export async function startDemoFleet(options: { serverUrl: string; count: number; seed: number | string; eventsPerMinute?: number; log?: FastifyBaseLogger }): Promise<DemoFleet> {
  const events = { perMinute: options.eventsPerMinute ?? 0, seed: options.seed };
  const fleet = await startFleet({ serverUrl: options.serverUrl, count: options.count, seed: options.seed, concurrency: 50, allowFailures: true, events });
  for (const { device, error } of fleet.failed) options.log?.warn({ sn: device.sn, err: error }, "demo device could not connect");
  await Promise.all(fleet.devices.filter((d) => d.descriptor.status === DEVICE_STATUS.OFFLINE).map((d) => d.stop()));
  options.log?.info({ devices: fleet.devices.length, online: fleet.devices.filter((d) => d.connected).length }, "demo fleet running");
  return { devices: fleet.devices.map((d) => d.descriptor), stop: fleet.stop };
}
