import { ARCHIVE_KEYS_PATH, type ArchiveEvidence, type ArchiveKeys } from "@vms/api-client";

/** What the drop-zone verifier found (docs/archives.md "Checking an archive"). */
export interface FileCheck {
  sha256: string;
  /** The manifest file the hash matched, or null: changed or another file. */
  matched: string | null;
  /** The manifest's signature under the published key; "unsupported" when the browser has no Ed25519. */
  signature: "valid" | "invalid" | "unsupported";
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** Verifies the manifest's Ed25519 signature with WebCrypto, when the browser supports it. */
export async function checkSignature(evidence: ArchiveEvidence, keys: ArchiveKeys): Promise<FileCheck["signature"]> {
  const key = keys.keys.find((k) => k.keyId === evidence.keyId);
  if (!key) return "invalid";
  try {
    const publicKey = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: key.x }, { name: "Ed25519" }, false, ["verify"]);
    const ok = await crypto.subtle.verify({ name: "Ed25519" }, publicKey, fromBase64(evidence.signature), new TextEncoder().encode(evidence.manifest));
    return ok ? "valid" : "invalid";
  } catch {
    return "unsupported";
  }
}

/** Hashes `file` with SubtleCrypto and compares it with the signed manifest. */
export async function verifyFile(file: Blob, evidence: ArchiveEvidence, fetchKeys: () => Promise<ArchiveKeys> = defaultKeys): Promise<FileCheck> {
  const sha256 = hex(await crypto.subtle.digest("SHA-256", new Uint8Array(await file.arrayBuffer())));
  const manifest = JSON.parse(evidence.manifest) as { files?: Array<{ name: string; sha256: string }> };
  const matched = manifest.files?.find((f) => f.sha256 === sha256)?.name ?? null;
  return { sha256, matched, signature: await checkSignature(evidence, await fetchKeys()) };
}

async function defaultKeys(): Promise<ArchiveKeys> {
  return (await (await fetch(ARCHIVE_KEYS_PATH)).json()) as ArchiveKeys;
}
