import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** The files of one archive. */
export const ARCHIVE_FILES = {
  mp4: { name: "archive.mp4", type: "video/mp4" },
  avi: { name: "archive.avi", type: "video/x-msvideo" },
  manifest: { name: "manifest.json", type: "application/json" },
  sig: { name: "manifest.sig", type: "application/octet-stream" },
} as const;
export type ArchiveFileKind = keyof typeof ARCHIVE_FILES;
export const isArchiveFileKind = (kind: string): kind is ArchiveFileKind => Object.prototype.hasOwnProperty.call(ARCHIVE_FILES, kind);

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * The archive store: `<dataDir>/archives/<orgId>/<archiveId>/<file>`, apart from the channel's
 * recordings, so an archive outlives their cyclic retention. Files are written atomically and read
 * by byte range (HTTP Range for <video> and resumed downloads).
 */
export function createArchiveStore(dataDir: string) {
  const root = path.join(dataDir, "archives");
  const dirOf = (orgId: string, archiveId: string) => {
    if (!UUID.test(orgId) || !UUID.test(archiveId)) throw new Error("bad archive key");
    return path.join(root, orgId, archiveId);
  };
  const fileOf = (orgId: string, archiveId: string, kind: ArchiveFileKind) => path.join(dirOf(orgId, archiveId), ARCHIVE_FILES[kind].name);
  return {
    async put(orgId: string, archiveId: string, kind: ArchiveFileKind, bytes: Uint8Array): Promise<void> {
      const file = fileOf(orgId, archiveId, kind);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async size(orgId: string, archiveId: string, kind: ArchiveFileKind): Promise<number | null> {
      try {
        return (await stat(fileOf(orgId, archiveId, kind))).size;
      } catch {
        return null;
      }
    },
    read(orgId: string, archiveId: string, kind: ArchiveFileKind, start: number, end: number): ReadStream {
      return createReadStream(fileOf(orgId, archiveId, kind), { start, end });
    },
    async remove(orgId: string, archiveId: string): Promise<void> {
      await rm(dirOf(orgId, archiveId), { recursive: true, force: true });
    },
  };
}

export type ArchiveStore = ReturnType<typeof createArchiveStore>;
