import { generateFleet } from "@vms/device-sim";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { ConfigError, LISTEN_BACKLOG, parseConfig } from "./core/config.js";
import { DEMO_FLEET_SEED, loopbackUrl, startDemoFleet, type DemoFleet } from "./gateway/demo-fleet.js";
import { closeOnSignals } from "./shutdown.js";

/** A URL a person can open: a wildcard bind address is reachable as localhost. */
function displayUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/** How long an instance waits for an external demo fleet to report before binding what reported. */
const EXTERNAL_FLEET_WAIT_MS = 60_000;

/** Resolves once every SN is held by some instance (the registry), or at the deadline. */
async function waitForFleet(app: FastifyInstance, sns: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let missing = [...sns]; missing.length > 0 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = await Promise.all(missing.map(async (sn) => (await app.vms.gateway.holder(sn)) !== null));
    missing = missing.filter((_, i) => !held[i]);
  }
}

async function main(): Promise<void> {
  const config = parseConfig();
  const app = await buildApp(config);
  closeOnSignals(app);
  let demoFleet: DemoFleet | null = null;
  // Hooks cannot be added once listening; the fleet is stopped before the app finishes closing.
  app.addHook("preClose", async () => {
    await demoFleet?.stop();
  });
  // A fleet reconnecting at once after a restart (docs/device-protocol.md "Scale") must not overflow
  // the accept queue (Node's default is 511; the kernel caps this at its somaxconn).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  if (config.demo && config.demoDevices > 0 && config.demoFleet === "external") {
    // npm run cluster: the fleet runs in its own simulator process and connects through the proxy,
    // so killing an instance does not kill devices. Bound once they have reported (first start only).
    const fleet = generateFleet({ count: config.demoDevices, seed: DEMO_FLEET_SEED });
    void waitForFleet(app, fleet.map((d) => d.sn), EXTERNAL_FLEET_WAIT_MS)
      .then(() => app.vms.demo.seedDevices(fleet, { waitMs: 0, heldElsewhere: true }))
      .catch((err: unknown) => app.log.error({ err }, "demo devices could not be seeded"));
  } else if (config.demo && config.demoDevices > 0 && config.demoFleet === "process") {
    // The demo's devices connect to this very server, so they can only start once it listens.
    try {
      demoFleet = await startDemoFleet({ serverUrl: loopbackUrl(config.host, port), count: config.demoDevices, seed: DEMO_FLEET_SEED, eventsPerMinute: config.demoEventsPerMinute, log: app.log });
      await app.vms.demo.seedDevices(demoFleet.devices);
    } catch (err) {
      app.log.error({ err }, "demo devices could not start");
    }
  }
  console.log(`VMS server ready at ${displayUrl(config.host, port)}`);
}

main().catch((err: unknown) => {
  // A bad environment is the operator's mistake: say what is wrong without a stack trace.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
