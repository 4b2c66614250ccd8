import { parseArgs } from "node:util";
import { DEVICE_GATEWAY_PATH } from "@vms/api-client";

export type CliCommand =
  | { command: "run"; server: string; gatewayUrl: string; config: string; data: string }
  | { command: "discover"; write: string | null }
  | { command: "help" }
  | { command: "version" };

export const USAGE = `Usage:
  vms-bridge [run] --server <http(s) base URL> --config <file> [--data <dir>]
  vms-bridge discover [--write <config file>]

  --server   the VMS server's address, e.g. https://vms.example.com (the bridge connects to its /ws-device)
  --config   the site's YAML config: the cameras (docs/bridge.md)
  --data     the bridge's own state: SN, security code, channel numbers, recordings (default ./bridge-data)
  --write    discover: add the cameras found to this config file`;

/** A usage mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** ws(s)://host[:port][/base]/ws-device from the server's http(s) base URL. */
export function gatewayUrlOf(server: string): string {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new UsageError(`--server must be an http(s) URL, not "${server}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--server must be an http(s) URL, not "${server}"`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.pathname = `${url.pathname.replace(/\/+$/, "")}${DEVICE_GATEWAY_PATH}`;
  url.search = "";
  url.hash = "";
  return url.toString();
}

/** Parses the command line (without node and the script); a leading `--` (pnpm passes it on) is skipped. */
export function parseCli(argv: readonly string[]): CliCommand {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        server: { type: "string" },
        config: { type: "string" },
        data: { type: "string" },
        write: { type: "string" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: "help" };
  if (values.version) return { command: "version" };
  const [verb = "run", ...extra] = positionals.filter((p) => p !== "--");
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (verb === "discover") return { command: "discover", write: values.write ?? null };
  if (verb !== "run") throw new UsageError(`unknown command "${verb}"`);
  if (!values.server) throw new UsageError("--server is required");
  if (!values.config) throw new UsageError("--config is required");
  return { command: "run", server: values.server, gatewayUrl: gatewayUrlOf(values.server), config: values.config, data: values.data ?? "./bridge-data" };
}
