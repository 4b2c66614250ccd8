import { readFile, writeFile } from "node:fs/promises";
import { isMap, isSeq, parseDocument, YAMLSeq } from "yaml";
import type { DiscoveredCamera } from "./onvif-discovery.js";

export interface ConfigCredentials {
  username?: string | undefined;
  password?: string | undefined;
}

/** What writing found cameras into the config did. */
export interface ConfigUpdate {
  added: string[];
  /** Already in the config (same ONVIF address or main stream). */
  present: string[];
  /** Without a stream URI to write (the camera did not give its profiles). */
  skipped: string[];
}

/** A stream URL compared without credentials (as the config compares cameras). */
function streamIdentity(raw: unknown): string {
  try {
    const url = new URL(String(raw));
    url.username = "";
    url.password = "";
    return url.toString();
  } catch {
    return String(raw);
  }
}

/** `base`, or `base 2`, `base 3`… when the config already has that name. */
function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
  taken.add(name);
  return name;
}

/**
 * Adds discovered cameras to a config YAML (`cameras: [{name, main, sub, username, password, onvif}]`),
 * keeping what is there (comments too) and adding none twice: a camera whose ONVIF address or main
 * stream is already listed stays as it is. A missing file is created.
 */
export async function addCamerasToConfig(file: string, cameras: readonly DiscoveredCamera[], credentials: ConfigCredentials = {}): Promise<ConfigUpdate> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  const doc = parseDocument(text.trim() ? text : "cameras: []\n");
  if (doc.errors[0]) throw new Error(`${file}: ${doc.errors[0].message.split("\n")[0]}`);
  if (!isMap(doc.contents)) throw new Error(`${file}: the config is not a mapping of settings`);
  let list = doc.get("cameras");
  if (!isSeq(list)) {
    list = new YAMLSeq();
    doc.set("cameras", list);
  }
  const seq = list as YAMLSeq;
  const existing = seq.items.map((item) => (isMap(item) ? { name: item.get("name"), main: item.get("main"), onvif: item.get("onvif") } : {}));
  const addresses = new Set(existing.map((c) => String(c.onvif ?? "")));
  const mains = new Set(existing.map((c) => streamIdentity(c.main)));
  const names = new Set(existing.map((c) => String(c.name ?? "")));
  const update: ConfigUpdate = { added: [], present: [], skipped: [] };
  for (const camera of cameras) {
    const [main, sub] = camera.profiles;
    if (addresses.has(camera.address) || (main && mains.has(streamIdentity(main.streamUri)))) {
      update.present.push(camera.address);
      continue;
    }
    if (!main) {
      update.skipped.push(camera.address);
      continue;
    }
    const name = uniqueName([camera.maker, camera.model].filter(Boolean).join(" ") || camera.address, names);
    seq.add(
      doc.createNode({
        name,
        main: main.streamUri,
        ...(sub ? { sub: sub.streamUri } : {}),
        ...(credentials.username === undefined ? {} : { username: credentials.username }),
        ...(credentials.password === undefined ? {} : { password: credentials.password }),
        onvif: camera.address,
      }),
    );
    addresses.add(camera.address);
    mains.add(streamIdentity(main.streamUri));
    update.added.push(camera.address);
  }
  // The config holds camera passwords: a file made here is readable by its owner only.
  if (update.added.length) await writeFile(file, doc.toString(), { mode: 0o600 });
  return update;
}
