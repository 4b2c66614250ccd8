import type { FastifyBaseLogger } from "fastify";
import { parseConfig } from "../core/config.js";
import { openDatabase } from "../db/database.js";
import { pgliteDirOf } from "../core/server-paths.js";

// Only pg pool errors are logged while a command runs; everything else is the command's own output.
const quietLog = {
  level: "warn",
  fatal: (o: unknown) => console.error(o),
  error: (o: unknown) => console.error(o),
  warn: (o: unknown) => console.warn(o),
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

type OpenedDatabase = Awaited<ReturnType<typeof openDatabase>>;

/**
 * Runs an operator command against the database the server uses (DATABASE_URL, else PGlite under
 * VMS_DATA_DIR), migrated first, and closes it whatever happens. `cwd` is where the operator typed the
 * command (pnpm's INIT_CWD), so a relative VMS_DATA_DIR means what it means for `pnpm start`.
 */
export async function withCliDatabase<T>(env: NodeJS.ProcessEnv, cwd: string, run: (db: OpenedDatabase["db"]) => Promise<T>): Promise<T> {
  const config = parseConfig(env, cwd);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir), log: quietLog });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}
