import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsObjectStore } from "./fs-object-store.js";
import type { ObjectStore } from "./object-store.js";
import { createS3ObjectStore } from "./s3-object-store.js";

async function read(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

// Issue 12 "In the cloud": the object store is the filesystem by default, an S3-compatible bucket
// (AWS SDK v3) when configured; the same contract holds for both. S3 runs against s3rver started here.
describe.each(["fs", "s3"] as const)("object store contract (%s)", (kind) => {
  let dir = "";
  let store: ObjectStore;
  let server: S3rver | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `vms-objects-${kind}-`));
    if (kind === "fs") {
      store = createFsObjectStore(dir);
      return;
    }
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: "vms-test", configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    store = createS3ObjectStore({
      bucket: "vms-test",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      prefix: "deploy-a",
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("puts, gets, streams whole and by range, lists by prefix and deletes", async () => {
    const body = Buffer.from("0123456789abcdef");
    await store.put("cloud/org/sn1/1/2026-11-24/1000.mp4", body);
    await store.put("cloud/org/sn1/1/2026-11-24/2000.mp4", Buffer.from("x"));
    await store.put("cloud/org/sn2/1/2026-11-24/1000.mp4", Buffer.from("yy"));
    expect((await store.get("cloud/org/sn1/1/2026-11-24/1000.mp4"))?.toString()).toBe("0123456789abcdef");
    const whole = await store.stream("cloud/org/sn1/1/2026-11-24/1000.mp4");
    expect(whole?.size).toBe(16);
    expect((await read(whole!.body)).toString()).toBe("0123456789abcdef");
    const part = await store.stream("cloud/org/sn1/1/2026-11-24/1000.mp4", { start: 4, end: 9 });
    expect(part?.size).toBe(16);
    expect((await read(part!.body)).toString()).toBe("456789");
    const listed = await store.list("cloud/org/sn1/");
    expect(listed.map((o) => [o.key, o.size]).sort()).toEqual([
      ["cloud/org/sn1/1/2026-11-24/1000.mp4", 16],
      ["cloud/org/sn1/1/2026-11-24/2000.mp4", 1],
    ]);
    await store.delete("cloud/org/sn1/1/2026-11-24/1000.mp4");
    await store.delete("cloud/org/absent.mp4");
    expect(await store.get("cloud/org/sn1/1/2026-11-24/1000.mp4")).toBeNull();
    expect(await store.stream("cloud/org/sn1/1/2026-11-24/1000.mp4")).toBeNull();
    expect((await store.list("cloud/org/")).map((o) => o.key).sort()).toEqual(["cloud/org/sn1/1/2026-11-24/2000.mp4", "cloud/org/sn2/1/2026-11-24/1000.mp4"]);
  });

  it("refuses keys outside the allowed alphabet", async () => {
    await expect(store.put("../escape", Buffer.from("x"))).rejects.toThrow(/invalid object key/);
    await expect(store.get("a//b")).rejects.toThrow(/invalid object key/);
  });
});
