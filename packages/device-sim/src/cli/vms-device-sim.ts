#!/usr/bin/env node
import { CliError, parseCliArgs, USAGE } from "./cli-args.js";
import { runCli } from "./run-cli.js";

// Entry of the `vms-device-sim` bin: parse, run, stop cleanly on SIGINT/SIGTERM.
async function main(): Promise<void> {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!options) return console.log(USAGE);
  const run = await runCli(options);
  if (run.connected === 0) {
    console.error("no device could connect: is the server running at that address?");
    process.exit(1);
  }
  let stopping = false;
  const shutdown = () => {
    // A second signal while stopping exits at once.
    if (stopping) process.exit(1);
    stopping = true;
    console.log("stopping devices…");
    run.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
