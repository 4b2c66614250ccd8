import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import type { ArchiveKeys } from "@vms/api-client";
import { desc, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { archiveSigningKeys } from "../../db/schema/index.js";

/** A key id: the first 16 hex digits of the SHA-256 of the public key's DER (SPKI). */
function keyIdOf(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("hex").slice(0, 16);
}

/** The raw 32-byte public key, base64url (the JWK "x" WebCrypto imports). */
function rawX(publicKeyPem: string): string {
  const jwk = createPublicKey(publicKeyPem).export({ format: "jwk" });
  return String(jwk.x);
}

/**
 * Ed25519 keys of the evidence manifests (docs/archives.md): kept in the database, the newest
 * unretired key signs; rotation adds a key and retires the others, which stay published so
 * manifests signed before still verify.
 */
export function createArchiveSigning(db: AppDatabase) {
  async function insertKey(): Promise<string> {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
    const keyId = keyIdOf(publicKeyPem);
    await db.insert(archiveSigningKeys).values({ keyId, publicKeyPem, privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString() });
    return keyId;
  }
  async function current() {
    const [row] = await db.select().from(archiveSigningKeys).where(isNull(archiveSigningKeys.retiredAt)).orderBy(desc(archiveSigningKeys.createdAt)).limit(1);
    return row ?? null;
  }
  return {
    /** Signs `bytes` with the current key (made on first use). */
    async sign(bytes: Uint8Array): Promise<{ keyId: string; signature: string }> {
      let key = await current();
      if (!key) {
        await insertKey();
        key = await current();
      }
      const signature = sign(null, bytes, createPrivateKey(key!.privateKeyPem)).toString("base64");
      return { keyId: key!.keyId, signature };
    },
    /** Adds a new signing key and retires every other one (they stay published). */
    async rotate(): Promise<string> {
      const keyId = await insertKey();
      await db.update(archiveSigningKeys).set({ retiredAt: sql`now()` }).where(sql`${archiveSigningKeys.keyId} <> ${keyId} and ${archiveSigningKeys.retiredAt} is null`);
      return keyId;
    },
    /** Every public key, newest first (the well-known document). */
    async publicKeys(): Promise<ArchiveKeys> {
      const rows = await db.select().from(archiveSigningKeys).orderBy(desc(archiveSigningKeys.createdAt));
      return {
        keys: rows.map((r) => ({ keyId: r.keyId, alg: "Ed25519" as const, publicKeyPem: r.publicKeyPem, x: rawX(r.publicKeyPem), createdAt: r.createdAt.getTime(), retiredAt: r.retiredAt?.getTime() ?? null })),
      };
    },
  };
}

export type ArchiveSigning = ReturnType<typeof createArchiveSigning>;
