import { describe, expect, it } from "vitest";
import { cloudRecordingConfig } from "./cloud-recording-config.js";

describe("cloudRecordingConfig", () => {
  it("defaults to recording the main stream in 60 s segments into the filesystem", () => {
    const c = cloudRecordingConfig({});
    expect(c).toMatchObject({ enabled: true, recorder: { stream: "main", segmentMs: 60_000 }, retentionIntervalMs: 3_600_000, tokenTtlS: 3_600, s3: null });
  });

  it("chooses S3 when a bucket is set, path-style with a custom endpoint", () => {
    const c = cloudRecordingConfig({ VMS_S3_BUCKET: "recordings", VMS_S3_ENDPOINT: "http://127.0.0.1:9000", VMS_S3_ACCESS_KEY_ID: "k", VMS_S3_SECRET_ACCESS_KEY: "s", VMS_S3_PREFIX: "eu" });
    expect(c.s3).toEqual({ bucket: "recordings", region: "us-east-1", endpoint: "http://127.0.0.1:9000", forcePathStyle: true, accessKeyId: "k", secretAccessKey: "s", prefix: "eu" });
    expect(cloudRecordingConfig({ VMS_S3_BUCKET: "recordings" }).s3).toMatchObject({ endpoint: null, forcePathStyle: false, accessKeyId: null });
  });

  it("refuses bad values with the variable's name", () => {
    expect(() => cloudRecordingConfig({ VMS_CLOUD_RECORD_STREAM: "third" })).toThrow(/VMS_CLOUD_RECORD_STREAM/);
    expect(() => cloudRecordingConfig({ VMS_CLOUD_SEGMENT_S: "1" })).toThrow(/VMS_CLOUD_SEGMENT_S/);
  });
});
