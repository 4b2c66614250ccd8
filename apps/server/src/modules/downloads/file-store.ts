import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Finished download files on local disk under `<dataDir>/downloads/<orgId>/<taskId>.avi`. A tiny
 * stand-in for an object store: write once (atomically), read ranges, delete. Several instances
 * need a shared volume (or an S3-backed store with the same four calls).
 */
export function createFileStore(dataDir: string) {
  const root = path.join(dataDir, "downloads");
  // Ids are UUIDs from our own rows; the check keeps any other string out of the path anyway.
  const fileOf = (orgId: string, taskId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(orgId) || !/^[0-9a-f-]{36}$/i.test(taskId)) throw new Error("bad file key");
    return path.join(root, orgId, `${taskId}.avi`);
  };
  return {
    /** Writes the whole file; readers never see a partial one. */
    async put(orgId: string, taskId: string, bytes: Uint8Array): Promise<void> {
      const file = fileOf(orgId, taskId);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    /** Size in bytes, or null when there is no file. */
    async size(orgId: string, taskId: string): Promise<number | null> {
      try {
        return (await stat(fileOf(orgId, taskId))).size;
      } catch {
        return null;
      }
    },
    /** Bytes start..end (inclusive). */
    read(orgId: string, taskId: string, start: number, end: number): ReadStream {
      return createReadStream(fileOf(orgId, taskId), { start, end });
    },
    async remove(orgId: string, taskId: string): Promise<void> {
      await rm(fileOf(orgId, taskId), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
