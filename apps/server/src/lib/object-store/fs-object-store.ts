import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertObjectKey, type ObjectInfo, type ObjectStore } from "./object-store.js";

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** The default object store: files under `root` (`<VMS_DATA_DIR>/objects`), written atomically. */
export function createFsObjectStore(root: string): ObjectStore {
  const file = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A reader never sees half a file: write beside it, then rename.
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temp, body);
      await rename(temp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      const target = file(key);
      try {
        const { size } = await stat(target);
        return { body: createReadStream(target, range ? { start: range.start, end: range.end } : {}), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async list(prefix) {
      const dir = prefix.replace(/\/+$/, "");
      const base = dir ? file(dir) : root;
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      const out: ObjectInfo[] = [];
      for (const entry of entries) {
        if (entry.endsWith(".part")) continue;
        const info = await stat(path.join(base, entry)).catch(() => null);
        if (!info?.isFile()) continue;
        out.push({ key: [dir, ...entry.split(path.sep)].filter(Boolean).join("/"), size: info.size, modifiedAt: info.mtime });
      }
      return out;
    },
  };
}
