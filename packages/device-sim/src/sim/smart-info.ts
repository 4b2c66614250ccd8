import type { SimDisk } from "../descriptors.js";
import { Rng } from "../prng.js";

/** One S.M.A.R.T. attribute as disk tools list it. */
export interface SmartAttribute {
  id: number;
  name: string;
  value: number;
  worst: number;
  threshold: number;
  raw: number;
  status: "ok" | "warning" | "failing";
}

/** queryDiskSmartInfo's answer. */
export interface SmartInfo {
  index: number;
  model: string;
  serial: string;
  firmware: string;
  health: SimDisk["health"];
  temperatureC: number;
  powerOnHours: number;
  attributes: SmartAttribute[];
}

// [id, name, threshold]: the attributes surveillance disks report most.
const ATTRIBUTES: ReadonlyArray<readonly [number, string, number]> = [
  [1, "Raw_Read_Error_Rate", 44],
  [3, "Spin_Up_Time", 0],
  [4, "Start_Stop_Count", 20],
  [5, "Reallocated_Sector_Ct", 10],
  [9, "Power_On_Hours", 0],
  [10, "Spin_Retry_Count", 97],
  [12, "Power_Cycle_Count", 20],
  [187, "Reported_Uncorrect", 0],
  [194, "Temperature_Celsius", 0],
  [197, "Current_Pending_Sector", 0],
  [198, "Offline_Uncorrectable", 0],
  [199, "UDMA_CRC_Error_Count", 0],
];

/**
 * Plausible SMART data for a disk, stable for a device and bay: a "bad" disk has reallocated
 * sectors below threshold, a "warning" one pending sectors, a "good" one clean counters.
 */
export function smartInfo(sn: string, disk: SimDisk): SmartInfo {
  const rng = new Rng(`smart:${sn}:${disk.index}`);
  const powerOnHours = rng.int(500, 40_000);
  const temperatureC = rng.int(31, disk.health === "good" ? 42 : 52);
  const reallocated = disk.health === "bad" ? rng.int(900, 4000) : disk.health === "warning" ? rng.int(1, 40) : 0;
  const pending = disk.health === "good" ? 0 : rng.int(1, disk.health === "bad" ? 300 : 8);
  const raw: Record<number, number> = {
    1: rng.int(0, 50_000_000),
    3: rng.int(0, 6000),
    4: rng.int(10, 400),
    5: reallocated,
    9: powerOnHours,
    10: 0,
    12: rng.int(10, 400),
    187: disk.health === "bad" ? rng.int(1, 90) : 0,
    194: temperatureC,
    197: pending,
    198: disk.health === "bad" ? pending : 0,
    199: rng.int(0, 2),
  };
  const attributes = ATTRIBUTES.map(([id, name, threshold]): SmartAttribute => {
    let value = id === 194 ? temperatureC : id === 9 ? Math.max(1, 100 - Math.floor(powerOnHours / 1000)) : rng.int(Math.min(100, Math.max(95, threshold + 3)), 100);
    if (id === 5 && disk.health === "bad") value = rng.int(1, threshold);
    const worst = Math.max(1, value - rng.int(0, 3));
    const status = threshold > 0 && value <= threshold ? "failing" : (id === 5 || id === 197) && (raw[id] ?? 0) > 0 ? "warning" : "ok";
    return { id, name, value, worst, threshold, raw: raw[id] ?? 0, status };
  });
  return {
    index: disk.index,
    model: rng.pick(["ST4000VX016", "WD40PURZ", "ST8000VX010", "WD82PURZ", "HDWT140"]),
    serial: `${rng.chars("ABCDEFGHJKLMNPQRSTVWXYZ", 2)}${rng.chars("0123456789", 8)}`,
    firmware: rng.pick(["CV10", "80.00A80", "SC60", "0001"]),
    health: disk.health,
    temperatureC,
    powerOnHours,
    attributes,
  };
}
