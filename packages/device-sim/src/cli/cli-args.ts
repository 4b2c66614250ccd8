import { parseArgs } from "node:util";

/** What `vms-device-sim` was asked to do. */
export interface CliOptions {
  server: string;
  count: number;
  seed: string;
  /** Prepended to every serial number, so several people can share one server. */
  prefix: string;
  /** Drop one device (chosen by the seed) every so many seconds; 0 = never. */
  dropEverySec: number;
  concurrency: number;
  /** Caps recording exports at this many frames per second; 0 = as fast as the socket drains. */
  exportFps: number;
}

/** Usage text. */
export const USAGE = `Usage: vms-device-sim --server URL --count N --seed S [--prefix P] [--drop-every SEC] [--concurrency C]

  --server       http(s)://host:port of the VMS server (ws(s):// works too); /ws-device is appended
  --count        number of devices (default 10)
  --seed         same seed, same fleet: serial numbers, security codes, models (default "cli")
  --prefix       text prepended to every serial number (default none)
  --drop-every   drop one device's network every SEC seconds; it reconnects with back-off
  --concurrency  devices connecting at the same time (default 100)
  --export-fps   cap recording exports (downloads) at this many frames per second (default: no cap)`;

/** A bad command line; the message is meant for the user. */
export class CliError extends Error {}

function int(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new CliError(`--${name} must be an integer ${min}..${max}, got "${value}"`);
  return n;
}

/** Parses argv (without node and the script); null means --help. */
export function parseCliArgs(argv: readonly string[]): CliOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      // `pnpm sim -- --server …` passes the "--" along.
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      options: {
        server: { type: "string" },
        count: { type: "string" },
        seed: { type: "string" },
        prefix: { type: "string" },
        "drop-every": { type: "string" },
        concurrency: { type: "string" },
        "export-fps": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  if (values.help) return null;
  if (!values.server) throw new CliError("--server is required");
  if (!/^(https?|wss?):\/\/[^/]+/i.test(values.server)) throw new CliError(`--server must be an http(s):// or ws(s):// URL, got "${values.server}"`);
  const prefix = values.prefix ?? "";
  if (!/^[A-Za-z0-9_-]{0,16}$/.test(prefix)) throw new CliError("--prefix: at most 16 letters, digits, - or _");
  return {
    server: values.server,
    count: int(values.count, "count", 10, 1, 100_000),
    seed: values.seed ?? "cli",
    prefix,
    dropEverySec: int(values["drop-every"], "drop-every", 0, 0, 86_400),
    concurrency: int(values.concurrency, "concurrency", 100, 1, 100_000),
    exportFps: int(values["export-fps"], "export-fps", 0, 0, 100_000),
  };
}
