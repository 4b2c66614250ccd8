import { generateFleet } from "../fleet.js";
import type { Seed } from "../prng.js";
import { SimulatedDevice, type SimulatedDeviceOptions } from "./simulated-device.js";

/** A running fleet of simulated devices. */
export interface Fleet {
  /** Every device of the fleet, in generateFleet order (with allowFailures, some may not be connected). */
  devices: SimulatedDevice[];
  /** Devices that failed to start (only with allowFailures; they are stopped). */
  failed: Array<{ device: SimulatedDevice; error: unknown }>;
  /** Stops every device (no reconnects). */
  stop(): Promise<void>;
}

/** Options of startFleet: the fleet (count + seed), how many connect at a time, and each device's options. */
export type StartFleetOptions = {
  serverUrl: string;
  count: number;
  seed: Seed;
  /** Devices connecting at the same time (default 100; `count` connects all at once). */
  concurrency?: number;
  /** Keep going when a device fails to start (refused, network error) instead of rejecting. */
  allowFailures?: boolean;
} & Omit<SimulatedDeviceOptions, "serverUrl">;

/**
 * Runs `task` over `items` with at most `limit` in flight. On the first failure no new task
 * starts; the ones in flight settle, then the first error is thrown.
 */
export async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Generates the fleet for `seed` (generateFleet) and connects every device, `concurrency` at a
 * time. Resolves once all were welcomed; if one fails, the others are stopped and the error (e.g.
 * DeviceRefusedError) is thrown — unless `allowFailures`, which lists it in `failed` instead.
 * Every device connects, whatever its descriptor's `status` says.
 */
export async function startFleet(options: StartFleetOptions): Promise<Fleet> {
  const { count, seed, concurrency = 100, allowFailures = false, ...deviceOptions } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const devices = generateFleet({ count, seed }).map((descriptor) => new SimulatedDevice(descriptor, deviceOptions));
  const failed: Fleet["failed"] = [];
  const stop = async () => {
    await Promise.all(devices.map((device) => device.stop()));
  };
  const start = async (device: SimulatedDevice) => {
    try {
      await device.start();
    } catch (error) {
      if (!allowFailures) throw error;
      failed.push({ device, error });
    }
  };
  try {
    await runLimited(devices, concurrency, start);
  } catch (err) {
    await stop();
    throw err;
  }
  return { devices, failed, stop };
}
