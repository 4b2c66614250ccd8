import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";

/** The throwaway PostgreSQL the integration tests use when it answers (trust auth). */
export const POSTGRES_HOST = "127.0.0.1";
export const POSTGRES_PORT = 5432;
const ADMIN_URL = `postgres://postgres@${POSTGRES_HOST}:${POSTGRES_PORT}/test`;

function probe(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: POSTGRES_HOST, port: POSTGRES_PORT });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** True when 127.0.0.1:5432 accepts connections; decided once per test file. */
export const postgresReachable: boolean = await probe();

/**
 * Set by `.ci/run` where PostgreSQL is installed: the PostgreSQL run of every dual-engine suite
 * must happen, so an unreachable server fails the suite instead of skipping it.
 */
export const postgresRequired: boolean = process.env.VMS_REQUIRE_POSTGRES === "1";

/** Creates a fresh database `vms_test_<random>` and returns its URL and a function dropping it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vms_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@${POSTGRES_HOST}:${POSTGRES_PORT}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
