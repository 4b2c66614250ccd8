import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { assertObjectKey, type ObjectInfo, type ObjectStore } from "./object-store.js";

/** Where an S3 store keeps its objects. */
export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, s3rver …); null: AWS itself. */
  endpoint: string | null;
  /** Path-style addressing (`endpoint/bucket/key`), what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Null: the SDK's default chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Prepended to every key (`a/b/`), so several deployments can share a bucket. */
  prefix: string;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || err instanceof NotFound || (err as { name?: string }).name === "NoSuchKey" || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The object store on an S3-compatible bucket through the AWS SDK v3 (put → PutObject, get/stream →
 * GetObject with an optional Range, delete → DeleteObject, list → ListObjectsV2 pages). Chosen by
 * VMS_S3_BUCKET (docs/operations.md "Cloud recording"); the filesystem store is the default.
 */
export function createS3ObjectStore(options: S3StoreOptions, client?: S3Client): ObjectStore & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    });
  const prefix = options.prefix && !options.prefix.endsWith("/") ? `${options.prefix}/` : options.prefix;
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertObjectKey(key);
    return `${prefix}${key}`;
  };

  async function size(Key: string): Promise<number | null> {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    client: s3,
    async put(key, body) {
      await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentLength: body.length }));
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      const Key = keyOf(key);
      const total = await size(Key);
      if (total === null) return null;
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: total };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async list(listPrefix) {
      const out: ObjectInfo[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}${listPrefix}`, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          out.push({ key: item.Key.slice(prefix.length), size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
  };
}
