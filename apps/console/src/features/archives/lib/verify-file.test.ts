import { describe, expect, it } from "vitest";
import { verifyFile } from "./verify-file";

async function signed(manifestText: string) {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, new TextEncoder().encode(manifestText)));
  const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
  return {
    evidence: { manifest: manifestText, signature: btoa(String.fromCharCode(...signature)), keyId: "k1" },
    keys: async () => ({ keys: [{ keyId: "k1", alg: "Ed25519" as const, publicKeyPem: "", x: jwk.x!, createdAt: 0, retiredAt: null }] }),
  };
}

describe("verifyFile (the share page's drop zone)", () => {
  it("matches the archived file's SHA-256, verifies the signature, and refuses a one-byte change", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const { evidence, keys } = await signed(JSON.stringify({ files: [{ name: "archive.avi", sha256: digest }] }));
    expect(await verifyFile(new Blob([bytes]), evidence, keys)).toMatchObject({ matched: "archive.avi", signature: "valid" });
    expect(await verifyFile(new Blob([new Uint8Array([1, 2, 3, 4, 6])]), evidence, keys)).toMatchObject({ matched: null });
    expect((await verifyFile(new Blob([bytes]), { ...evidence, manifest: evidence.manifest.replace("archive", "archivx") }, keys)).signature).toBe("invalid");
  });
});
