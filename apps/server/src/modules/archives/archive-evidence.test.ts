import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyArchive } from "../../cli/verify-archive.js";
import { buildArchiveMedia, sha256Hex, type ArchiveFrame } from "./archive-media.js";
import { createFakeCloudReader } from "./fake-cloud-reader.test-support.js";

function hasOpenssl(): boolean {
  try {
    execFileSync("openssl", ["version"]);
    return true;
  } catch {
    return false;
  }
}

const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at);
const find = (b: Uint8Array, type: string) => Buffer.from(b).indexOf(type, 0, "latin1");

// Issue 16 "Evidence that can be checked": the files, the manifest, its Ed25519 signature, the
// offline verifier and the openssl commands of docs/operations.md.
describe("archive media and evidence", () => {
  let dir = "";
  const frames: ArchiveFrame[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vms-archive-evidence-"));
    const fake = createFakeCloudReader(new Map([["o/sn/1", { startMs: 1_000_000, endMs: 1_010_000 }]]));
    for await (const f of fake.reader.frames("o", "sn", 1, 1_000_000, 1_010_000)) frames.push(f);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("10 s at 25 fps: a fragmented MP4 that states its duration, an AVI of every frame, one hashed segment per GOP", () => {
    const media = buildArchiveMedia(frames)!;
    expect(media.fps).toBe(25);
    const mvhd = find(media.mp4, "mvhd");
    expect(u32(media.mp4, mvhd + 16)).toBe(90_000);
    expect(u32(media.mp4, mvhd + 20)).toBe(900_000);
    const mdhd = find(media.mp4, "mdhd");
    expect(u32(media.mp4, mdhd + 16)).toBe(90_000);
    expect(u32(media.mp4, mdhd + 20)).toBe(900_000);
    expect(Buffer.from(media.avi).toString("latin1", 0, 4)).toBe("RIFF");
    expect(media.segments.reduce((n, s) => n + s.frames, 0)).toBe(250);
    expect(media.segments.every((s) => /^[0-9a-f]{64}$/.test(s.sha256))).toBe(true);
    expect(buildArchiveMedia(frames.filter((f) => !f.keyframe))).toBeNull();
  });

  it("the verifier accepts the archived file and the signed manifest, and refuses a one-byte change; openssl pkeyutl agrees", async () => {
    const media = buildArchiveMedia(frames)!;
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const manifest = Buffer.from(JSON.stringify({ archiveId: "a1", files: [{ name: "archive.avi", size: media.avi.length, sha256: sha256Hex(media.avi) }] }, null, 2));
    const files = { avi: path.join(dir, "a.avi"), manifest: path.join(dir, "manifest.json"), sig: path.join(dir, "manifest.sig"), pem: path.join(dir, "key.pem"), keys: path.join(dir, "keys.json"), bad: path.join(dir, "b.avi") };
    const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
    await writeFile(files.avi, media.avi);
    await writeFile(files.manifest, manifest);
    await writeFile(files.sig, sign(null, manifest, privateKey));
    await writeFile(files.pem, pem);
    await writeFile(files.keys, JSON.stringify({ keys: [{ keyId: "k1", publicKeyPem: pem }] }));
    const good = await verifyArchive(files.avi, files.manifest, { sig: files.sig, keys: files.keys });
    expect(good).toMatchObject({ ok: true, matched: "archive.avi", signatureValid: true, keyId: "k1" });
    const changed = Buffer.from(media.avi);
    changed[changed.length >> 1] = changed[changed.length >> 1]! ^ 0xff;
    await writeFile(files.bad, changed);
    expect(await verifyArchive(files.bad, files.manifest, { sig: files.sig, keys: files.keys })).toMatchObject({ ok: false, matched: null });
    if (!hasOpenssl()) return console.warn("openssl not installed: the documented commands were not run");
    // docs/operations.md "Archives and evidence": the exact commands.
    const out = execFileSync("openssl", ["pkeyutl", "-verify", "-pubin", "-inkey", files.pem, "-rawin", "-in", files.manifest, "-sigfile", files.sig], { encoding: "utf8" });
    expect(out).toContain("Signature Verified Successfully");
    expect(execFileSync("openssl", ["dgst", "-sha256", "-r", files.avi], { encoding: "utf8" }).split(" ")[0]).toBe(sha256Hex(media.avi));
    const tampered = Buffer.from(manifest);
    tampered[5] = tampered[5]! ^ 1;
    await writeFile(files.manifest, tampered);
    expect(() => execFileSync("openssl", ["pkeyutl", "-verify", "-pubin", "-inkey", files.pem, "-rawin", "-in", files.manifest, "-sigfile", files.sig], { stdio: "pipe" })).toThrow();
    expect(await verifyArchive(files.avi, files.manifest, { sig: files.sig, keys: files.keys })).toMatchObject({ signatureValid: false, ok: false });
  });
});
