import { createHash, createPublicKey, verify } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const USAGE = "usage: verify-archive <file> <manifest.json> [--sig manifest.sig] [--keys vms-archive-keys.json|https://host/.well-known/vms-archive-keys.json]";

/** The outcome of checking a file against a manifest. */
export interface VerifyResult {
  ok: boolean;
  /** The manifest entry the file matched, or null. */
  matched: string | null;
  sha256: string;
  /** true / false when a signature and keys were given, null when not checked. */
  signatureValid: boolean | null;
  keyId: string | null;
  lines: string[];
}

interface KeyDoc {
  keys: Array<{ keyId: string; publicKeyPem: string }>;
}

async function loadKeys(source: string): Promise<KeyDoc> {
  const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : await readFile(source, "utf8");
  if (text.trimStart().startsWith("-----BEGIN")) return { keys: [{ keyId: "pem", publicKeyPem: text }] };
  return JSON.parse(text) as KeyDoc;
}

/**
 * Checks an archived file offline: its SHA-256 must be one of the manifest's `files`, and (with
 * `--sig` and `--keys`) the manifest's Ed25519 signature must verify under a published key.
 */
export async function verifyArchive(filePath: string, manifestPath: string, opts: { sig?: string | undefined; keys?: string | undefined } = {}): Promise<VerifyResult> {
  const lines: string[] = [];
  const manifestBytes = await readFile(manifestPath);
  const manifest = JSON.parse(manifestBytes.toString("utf8")) as { files?: Array<{ name: string; sha256: string; size: number }>; archiveId?: string };
  const sha256 = createHash("sha256").update(await readFile(filePath)).digest("hex");
  const match = manifest.files?.find((f) => f.sha256 === sha256) ?? null;
  lines.push(match ? `OK   ${path.basename(filePath)} is ${match.name} of archive ${manifest.archiveId} (sha256 ${sha256})` : `FAIL ${path.basename(filePath)} (sha256 ${sha256}) is not a file of this manifest: it was changed or belongs elsewhere`);
  let signatureValid: boolean | null = null;
  let keyId: string | null = null;
  if (opts.sig && opts.keys) {
    const signature = await readFile(opts.sig);
    const keys = await loadKeys(opts.keys);
    const key = keys.keys.find((k) => {
      try {
        return verify(null, manifestBytes, createPublicKey(k.publicKeyPem), signature);
      } catch {
        return false;
      }
    });
    signatureValid = Boolean(key);
    keyId = key?.keyId ?? null;
    lines.push(key ? `OK   the manifest's Ed25519 signature verifies under key ${key.keyId}` : "FAIL the manifest's signature does not verify under any published key");
  } else lines.push("--   signature not checked (give --sig and --keys)");
  return { ok: Boolean(match) && signatureValid !== false, matched: match?.name ?? null, sha256, signatureValid, keyId, lines };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { sig: { type: "string" }, keys: { type: "string" } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const [file, manifest] = parsed.positionals;
  if (!file || !manifest) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const at = (p: string | undefined) => (p && !/^https?:\/\//.test(p) ? path.resolve(cwd, p) : p);
  const result = await verifyArchive(at(file)!, at(manifest)!, { sig: at(parsed.values.sig), keys: at(parsed.values.keys) });
  for (const line of result.lines) console.log(line);
  process.exitCode = result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
