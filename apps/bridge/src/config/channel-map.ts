import { cameraIdentity, type CameraConfig } from "./bridge-config.js";

/** The protocol's highest channel number. */
const MAX_CHANNEL = 256;

/** A camera with its channel number. */
export interface AssignedCamera {
  chlIndex: number;
  camera: CameraConfig;
}

/**
 * Gives each camera its channel number, in the config's order. A camera keeps the number it had
 * (by identity: its main URL without credentials), so adding, removing, reordering or renaming
 * cameras never moves another camera's recordings, site binding or alarm rules to a different
 * picture. A new camera takes the lowest number never used; numbers of removed cameras stay
 * reserved (the camera may come back) until no other number is left.
 */
export function assignChannels(cameras: readonly CameraConfig[], known: ReadonlyMap<string, number>): { assigned: AssignedCamera[]; map: Map<string, number> } {
  const map = new Map(known);
  const identities = cameras.map((c) => cameraIdentity(c.main));
  const present = new Set(identities);
  const taken = new Set<number>();
  for (const id of identities) {
    const index = map.get(id);
    if (index !== undefined) taken.add(index);
  }
  const reserved = new Set([...map.values()]);
  const assigned = cameras.map((camera, i) => {
    const id = identities[i]!;
    let chlIndex = map.get(id);
    if (chlIndex === undefined) {
      chlIndex = lowestFree(taken, reserved) ?? reclaim(map, present, taken);
      map.set(id, chlIndex);
      taken.add(chlIndex);
      reserved.add(chlIndex);
    }
    return { chlIndex, camera };
  });
  return { assigned, map };
}

function lowestFree(taken: Set<number>, reserved: Set<number>): number | null {
  for (let i = 1; i <= MAX_CHANNEL; i++) if (!taken.has(i) && !reserved.has(i)) return i;
  return null;
}

/** Every number was once used: the lowest one of a camera no longer in the config is given again. */
function reclaim(map: Map<string, number>, present: Set<string>, taken: Set<number>): number {
  const absent = [...map].filter(([id, index]) => !present.has(id) && !taken.has(index)).sort((a, b) => a[1] - b[1]);
  const [id, index] = absent[0] ?? [];
  if (id === undefined || index === undefined) throw new RangeError(`more than ${MAX_CHANNEL} cameras`);
  map.delete(id);
  return index;
}
