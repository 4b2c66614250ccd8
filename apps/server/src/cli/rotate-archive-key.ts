import { pathToFileURL } from "node:url";
import { ConfigError } from "../core/config.js";
import { createArchiveSigning } from "../modules/archives/archive-signing.js";
import { withCliDatabase } from "./cli-database.js";

/**
 * `pnpm --filter @vms/server rotate-archive-key`: adds a new Ed25519 key that signs archive
 * manifests from now on and retires the others; retired keys stay published at
 * /.well-known/vms-archive-keys.json so manifests signed before still verify (docs/archives.md).
 */
export async function rotateArchiveKey(env: NodeJS.ProcessEnv = process.env, cwd: string = env.INIT_CWD ?? process.cwd()): Promise<string> {
  return withCliDatabase(env, cwd, (db) => createArchiveSigning(db).rotate());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rotateArchiveKey().then(
    (keyId) => console.log(`New archive signing key ${keyId}; earlier keys are retired and stay published.`),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exitCode = 1;
    },
  );
}
