import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Kinds of committed images (scripts/make-event-images.sh): one per target type, and "common". */
export type ImageKind = "person" | "motorVehicle" | "nonMotorVehicle" | "face" | "plate" | "common";

/** A snapshot and, for detections, the target cropped out of it (base64 JPEG). */
export interface EventImages {
  snapshot: string;
  crop: string | null;
}

// src/events and dist/events sit at the same depth, so one relative path serves both.
const ASSETS = fileURLToPath(new URL("../../assets/events/", import.meta.url));
let cache: Map<ImageKind, EventImages[]> | null = null;

/** Every image set, read once from assets/events (a few KB each). */
export function eventImages(): ReadonlyMap<ImageKind, EventImages[]> {
  if (cache) return cache;
  const map = new Map<ImageKind, EventImages[]>();
  for (const file of readdirSync(ASSETS).filter((f) => f.endsWith("-snapshot.jpg")).sort()) {
    const kind = file.slice(0, file.indexOf("-")) as ImageKind;
    const snapshot = readFileSync(ASSETS + file).toString("base64");
    const cropFile = file.replace("-snapshot.jpg", "-crop.jpg");
    const crop = readdirSync(ASSETS).includes(cropFile) ? readFileSync(ASSETS + cropFile).toString("base64") : null;
    map.set(kind, [...(map.get(kind) ?? []), { snapshot, crop }]);
  }
  cache = map;
  return map;
}
