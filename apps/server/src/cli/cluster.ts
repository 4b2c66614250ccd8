// npm run cluster (issue 32): N instances on one PostgreSQL behind HAProxy, with one simulator process.
//   CLUSTER_INSTANCES (3), CLUSTER_PORT (8090), DATABASE_URL (postgres://postgres@127.0.0.1:5432/vms_cluster,
//   created when missing), VMS_DATA_DIR (./data), CLUSTER_DEVICES (12 demo devices).
// Writes data/cluster/instances.json ([{id, pid, port}]); Ctrl-C stops everything it started.
import path from "node:path";
import { writeFileSync } from "node:fs";
import { startCluster } from "./cluster-launcher.js";

const env = process.env;
const count = (name: string, fallback: number, min: number, max: number) => {
  const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be an integer ${min}..${max}, got "${env[name]}"`);
    process.exit(1);
  }
  return value;
};

const dataDir = path.resolve(env.VMS_DATA_DIR ?? "data");
const cluster = await startCluster({
  instances: count("CLUSTER_INSTANCES", 3, 1, 16),
  port: count("CLUSTER_PORT", 8090, 1, 65_535),
  devices: count("CLUSTER_DEVICES", 12, 0, 10_000),
  databaseUrl: env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vms_cluster",
  dataDir,
  print: (line) => console.log(line),
}).catch((err: unknown) => {
  console.error(`the cluster could not start: ${(err as Error).message} (logs in ${path.join(dataDir, "cluster", "logs")})`);
  process.exit(1);
});
console.log(`VMS cluster ready at ${cluster.url}/ (instances in ${path.join(dataDir, "cluster", "instances.json")}); Ctrl-C stops it`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log("stopping the cluster …");
  void cluster.stop().then(() => {
    writeFileSync(path.join(dataDir, "cluster", "instances.json"), "[]\n");
    process.exit(0);
  });
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
