import { z } from "zod";
import type { ServerConfig } from "../../core/config.js";
import type { S3StoreOptions } from "../../lib/object-store/s3-object-store.js";
import type { RecorderTuning } from "./cloud-recorder.js";

/** S3-compatible object storage (AWS SDK v3), used instead of the filesystem when a bucket is set. */
export type S3Settings = S3StoreOptions;

/** Cloud recording settings read from the environment (docs/operations.md "Cloud recording", README "Settings"). */
export interface CloudRecordingConfig {
  /** VMS_CLOUD_RECORDING=0 turns the recorder off (reading and tokens keep working). */
  enabled: boolean;
  recorder: RecorderTuning;
  /** How often the retention job runs. */
  retentionIntervalMs: number;
  /** Lifetime of a cloud token (seconds). */
  tokenTtlS: number;
  s3: S3Settings | null;
}

const envSchema = z.object({
  VMS_CLOUD_RECORDING: z.enum(["0", "1"]).default("1"),
  VMS_CLOUD_RECORD_STREAM: z.enum(["main", "sub"]).default("main"),
  VMS_CLOUD_SEGMENT_S: z.coerce.number().int().min(2).max(600).default(60),
  VMS_CLOUD_RETENTION_INTERVAL_S: z.coerce.number().int().min(10).max(86_400).default(3_600),
  VMS_CLOUD_TOKEN_TTL_S: z.coerce.number().int().min(60).max(43_200).default(3_600),
  VMS_S3_BUCKET: z.string().min(3).optional(),
  VMS_S3_REGION: z.string().min(1).default("us-east-1"),
  VMS_S3_ENDPOINT: z.string().url().optional(),
  VMS_S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
  VMS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  VMS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  VMS_S3_PREFIX: z.string().regex(/^[A-Za-z0-9._/-]*$/).default(""),
});

/** Parses the cloud recording variables; throws a readable Error on a bad value. */
export function cloudRecordingConfig(env: ServerConfig["env"]): CloudRecordingConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`cloud recording settings: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const e = parsed.data;
  return {
    enabled: e.VMS_CLOUD_RECORDING === "1",
    recorder: { stream: e.VMS_CLOUD_RECORD_STREAM, segmentMs: e.VMS_CLOUD_SEGMENT_S * 1000, pollMs: 10_000 },
    retentionIntervalMs: e.VMS_CLOUD_RETENTION_INTERVAL_S * 1000,
    tokenTtlS: e.VMS_CLOUD_TOKEN_TTL_S,
    s3: e.VMS_S3_BUCKET
      ? {
          bucket: e.VMS_S3_BUCKET,
          region: e.VMS_S3_REGION,
          endpoint: e.VMS_S3_ENDPOINT ?? null,
          forcePathStyle: (e.VMS_S3_FORCE_PATH_STYLE ?? (e.VMS_S3_ENDPOINT ? "1" : "0")) === "1",
          accessKeyId: e.VMS_S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.VMS_S3_SECRET_ACCESS_KEY ?? null,
          prefix: e.VMS_S3_PREFIX,
        }
      : null,
  };
}
