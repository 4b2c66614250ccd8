import { Code } from "@vms/api-client";
import { generateFleet } from "../fleet.js";
import { Rng } from "../prng.js";
import { deviceGatewayUrl, DeviceRefusedError, SimulatedDevice, type DeviceClosedInfo } from "../sim/simulated-device.js";
import { runLimited } from "../sim/start-fleet.js";
import type { CliOptions } from "./cli-args.js";
import { fleetTable } from "./fleet-table.js";

/** A running CLI fleet. */
export interface CliRun {
  devices: SimulatedDevice[];
  /** Devices connected after the start. */
  connected: number;
  stop(): Promise<void>;
}

const time = () => new Date().toISOString().slice(11, 19);

/**
 * What `vms-device-sim` does: prints the fleet (SN, security code, type …) so a person can bind
 * the devices, connects them, prints a summary, then logs drops and reconnects. A device that
 * fails to start is reported and left out; the others keep running.
 */
export async function runCli(options: CliOptions, print: (line: string) => void = console.log): Promise<CliRun> {
  const descriptors = generateFleet({ count: options.count, seed: options.seed }).map((d) => ({ ...d, sn: `${options.prefix}${d.sn}`.slice(0, 64) }));
  print(fleetTable(descriptors));
  print("");
  const devices = descriptors.map((d) => new SimulatedDevice(d, { serverUrl: options.server, ...(options.exportFps > 0 ? { exportFps: options.exportFps } : {}) }));
  for (const device of devices) {
    device.on("closed", (info: DeviceClosedInfo) => {
      if (info.willReconnect && !stopping) print(`${time()} ${device.sn} disconnected (${info.code}), reconnecting`);
    });
    device.on("welcome", () => started && print(`${time()} ${device.sn} reconnected`));
    device.on("refused", (code: number) => {
      if (code === Code.TOO_FREQUENT) print(`${time()} ${device.sn} refused (${code}: the server takes no more new devices from this address for now), retrying`);
      else if (started) print(`${time()} ${device.sn} refused (${code})`);
    });
  }
  let started = false;
  let stopping = false;
  const failures: string[] = [];
  const begin = Date.now();
  await runLimited(devices, options.concurrency, async (device) => {
    await device.start().catch((err: unknown) => {
      failures.push(`${device.sn}: ${err instanceof DeviceRefusedError ? `refused (${err.code}: wrong security code?)` : (err as Error).message}`);
    });
  });
  started = true;
  const connected = devices.filter((d) => d.connected).length;
  print(`${connected}/${devices.length} devices connected to ${deviceGatewayUrl(options.server)} in ${Date.now() - begin} ms`);
  for (const failure of failures) print(`  failed ${failure}`);

  let dropTimer: NodeJS.Timeout | null = null;
  if (options.dropEverySec > 0) {
    // Seeded, so a run with the same seed drops the same devices in the same order.
    const rng = new Rng(`drop:${options.seed}`);
    dropTimer = setInterval(() => {
      const online = devices.filter((d) => d.connected);
      if (online.length === 0) return;
      const victim = rng.pick(online);
      print(`${time()} dropping ${victim.sn}`);
      victim.drop();
    }, options.dropEverySec * 1000);
  }
  return {
    devices,
    connected,
    async stop() {
      stopping = true;
      if (dropTimer) clearInterval(dropTimer);
      await Promise.all(devices.map((d) => d.stop()));
    },
  };
}
