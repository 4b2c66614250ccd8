import type { MediaStatus, SimDisk, SimStorage, StorageMedium } from "./descriptors.js";
import type { Rng } from "./prng.js";

function medium(rng: Rng, capacityMB: number, status: MediaStatus): StorageMedium {
  if (status === "none") return { status, capacityMB: 0, freeMB: 0 };
  if (status === "unformatted" || status === "formatting") return { status, capacityMB, freeMB: 0 };
  if (status === "full") return { status, capacityMB, freeMB: 0 };
  return { status, capacityMB, freeMB: Math.floor(capacityMB * rng.float()) };
}

/** A camera's SD card: usually present and healthy, sometimes missing, unformatted, full or failing. */
export function sdCardStorage(rng: Rng): SimStorage {
  const status = rng.weighted<MediaStatus>([
    ["normal", 14],
    ["none", 3],
    ["unformatted", 1],
    ["full", 1],
    ["error", 1],
  ]);
  return { kind: "sdCard", sdCard: medium(rng, rng.pick([32, 64, 128, 256]) * 1024, status) };
}

/** A recorder's disks: 1 to `maxBays` bays, mostly healthy. */
export function diskStorage(rng: Rng, maxBays: number): SimStorage {
  const count = rng.int(1, maxBays);
  const disks: SimDisk[] = [];
  for (let index = 1; index <= count; index++) {
    const status = rng.weighted<MediaStatus>([
      ["normal", 16],
      ["unformatted", 1],
      ["full", 2],
      ["error", 1],
    ]);
    const health = status === "error" ? "bad" : rng.chance(0.1) ? "warning" : "good";
    disks.push({ index, health, ...medium(rng, rng.pick([1, 2, 4, 6, 8]) * 1024 * 1024, status) });
  }
  return { kind: "disks", disks };
}
