#!/usr/bin/env node
// The site bridge's command (docs/bridge.md): `vms-bridge [run] --server … --config …`, `vms-bridge discover`.
import { ConfigError } from "../config/bridge-config.js";
import { USAGE, UsageError, parseCli } from "./args.js";
import { defaultParts } from "./default-parts.js";
import { bridgeVersion, runBridge } from "./run-bridge.js";

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const cli = parseCli(process.argv.slice(2));
  if (cli.command === "help") return (print(USAGE), 0);
  if (cli.command === "version") return (print(await bridgeVersion()), 0);
  const parts = defaultParts();
  if (cli.command === "discover") {
    if (!parts.discover) return (print("Camera discovery is unavailable in this build of the bridge."), 1);
    await parts.discover({ writeConfig: cli.write, print });
    return 0;
  }
  const bridge = await runBridge({ gatewayUrl: cli.gatewayUrl, config: cli.config, data: cli.data, print }, parts);
  bridge.device.onConnection((state) => {
    // A wrong security code does not get better by retrying: say so and stop.
    if (state.state === "refused") void bridge.stop().then(() => process.exit(3));
  });
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      print(`${signal}: stopping`);
      void bridge.stop().then(resolve);
    };
    process.once("SIGINT", () => stop("SIGINT"));
    process.once("SIGTERM", () => stop("SIGTERM"));
  });
  print("stopped");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) process.stderr.write(`vms-bridge: ${err.message}\n\n${USAGE}\n`);
    else if (err instanceof ConfigError) process.stderr.write(`vms-bridge: ${err.message}\n`);
    else process.stderr.write(`vms-bridge: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
