import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app-types.js";
import { LISTEN_BACKLOG, type ServerConfig } from "../core/config.js";
import { createTestDatabase } from "./postgres.js";
import { buildTestApp, testConfig, type RunningServer } from "./test-server.js";

/** One instance of a test cluster: a server plus its VMS_INSTANCE_ID. */
export interface ClusterInstance extends RunningServer {
  instanceId: string;
}

/**
 * Starts `count` server instances in this process on one fresh PostgreSQL database, each with its
 * own VMS_INSTANCE_ID (`inst-a`, `inst-b` …), port and data directory, talking over the PostgreSQL
 * instance bus (decision 0039), before the enclosing describe's tests; stops them and drops the
 * database after. Call it inside `describePostgres` (skipped when PostgreSQL does not answer).
 */
export function useCluster(count: number, options: AppOptions = {}, config: Partial<ServerConfig> = {}): () => ClusterInstance[] {
  const instances: ClusterInstance[] = [];
  let tempDir = "";
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-cluster-test-"));
    const database = await createTestDatabase();
    drop = database.drop;
    // One after another: the first migrates, the others find the schema ready.
    for (let i = 0; i < count; i += 1) {
      const instanceId = `inst-${String.fromCharCode(97 + i)}`;
      const app = await buildTestApp(
        testConfig({ dataDir: path.join(tempDir, instanceId), databaseUrl: database.url, instanceId, instanceBus: "postgres", ...config }),
        options,
      );
      await app.listen({ port: 0, host: "127.0.0.1", backlog: LISTEN_BACKLOG });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("server has no TCP address");
      instances.push({ app, baseUrl: `http://127.0.0.1:${address.port}`, instanceId });
    }
  });

  afterAll(async () => {
    for (const instance of instances.splice(0)) await instance.app.close();
    await drop?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  return () => {
    if (instances.length !== count) throw new Error("cluster not started");
    return instances;
  };
}
