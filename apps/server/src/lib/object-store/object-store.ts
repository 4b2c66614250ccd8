import type { Readable } from "node:stream";

/** One stored object's metadata. */
export interface ObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Blobs by key (event images, exports, later archives and recordings). Keys are relative paths of
 * `[A-Za-z0-9._-]` segments joined by "/" (validated by every implementation). The filesystem
 * store is the default; an S3 store implements the same interface (put → PutObject, stream →
 * GetObject body, delete → DeleteObject, list → ListObjectsV2 with the prefix).
 */
export interface ObjectStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The whole object, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of the object with its (whole) size, or null when absent. With `range` (inclusive
   * byte offsets within the object) only those bytes come (HTTP Range answers).
   */
  stream(key: string, range?: { start: number; end: number }): Promise<{ body: Readable; size: number } | null>;
  /** Removes the object; absent objects are ignored. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with `prefix` (a folder, ending with "/"). */
  list(prefix: string): Promise<ObjectInfo[]>;
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** True for a key the stores accept: no empty, "." or ".." segment, no other characters. */
export function isObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
}

/** Throws on a key no store accepts (keys are built by the server, so this is a bug guard). */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

/** Content type of an object from its key's extension. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  const types: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    mp4: "video/mp4",
  };
  return types[ext] ?? "application/octet-stream";
}
