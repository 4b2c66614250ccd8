// Server preset: the layers of apps/server (decision 0036). From the bottom: core and db, lib,
// plugins and gateway, modules, then the composition root (app.ts, main.ts) and the CLI. A layer
// never imports one above it; a module reaches another only through its module, port or service
// file (or a file listed in PUBLIC below), never its repository.
import boundaries from "eslint-plugin-boundaries";
import { base } from "./index.js";

const elements = [
  { type: "core", pattern: "src/core" },
  { type: "db", pattern: "src/db" },
  { type: "lib", pattern: "src/lib" },
  { type: "plugins", pattern: "src/plugins" },
  { type: "gateway", pattern: "src/gateway" },
  { type: "module", pattern: "src/modules/*", capture: ["name"] },
  { type: "cli", pattern: "src/cli" },
  // Element patterns match folders; the root files (app.ts, main.ts …) need the file mode, deprecated in
  // boundaries 7 (it warns once per run) but without a replacement for elements yet.
  { type: "root", pattern: "src/*.ts", mode: "file" },
];

/**
 * Files other modules may import besides `*-module.ts`, `*-port.ts` and `*-service.ts`: each is a
 * module's published surface (a port's implementation, a pure rule, a mail template), not its
 * storage. Adding one is a design choice: prefer a port.
 */
export const PUBLIC = [
  "user-view.ts", "auth-cache.ts", // access: user views and the session/caller cache
  "account-directory.ts", // accounts: what sign-in, codes and invites use of accounts
  "match-rule.ts", // alarm-rules: the pure matcher the alarm evaluator runs
  "demo-seed.ts", // demo: the demo organization's name
  "device-access.ts", "device-count.ts", // devices: a caller's device, and device counts
  "event-ingest.ts", "event-query.ts", "event-sighting.ts", // events: stored events, their query and their wire view
  "relay-hub.ts", "relay-stream.ts", "stream-key.ts", "stream-tickets.ts", // live: the relay other streams reuse
  "mailer.ts", "mail-layout.ts", "code-mail.ts", "device-event-mail.ts", "renewal-mail.ts", // mail: the transport and templates
  "op-log-line.ts", // op-logs: the line writers build
  "password-hasher.ts", // passwords
  "push-hub.ts", // push: the hub modules push through
  "rate-counters.ts", // rate-limits: the counters
  "built-in-roles.ts", // roles
  "client-info.ts", "session-tokens.ts", // sessions: client description and token hashing
  "site-access.ts", "site-tree.ts", // sites: a caller's sites
];

const below = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const above = (from, types, message) => ({ from: { element: { type: from } }, disallow: below(...types), message });

export function serverConfig() {
  return [
    // The server is an app, but like the packages it never imports another app (the console).
    ...base(),
    {
      files: ["src/**/*.ts"],
      ignores: ["**/*.test.ts", "**/*.test-support.ts", "src/test-support/**"],
      plugins: { boundaries },
      settings: {
        "boundaries/elements": elements,
        "import/resolver": { typescript: { project: "./tsconfig.json" } },
      },
      rules: {
        "boundaries/dependencies": [
          "error",
          {
            default: "allow",
            policies: [
              above("core", ["lib", "plugins", "gateway", "module", "cli", "root"], "core imports only db types (decision 0036)."),
              above("db", ["core", "lib", "plugins", "gateway", "module", "cli", "root"], "db imports nothing of the server above it (decision 0036)."),
              above("lib", ["plugins", "gateway", "module", "cli", "root"], "lib imports no plugin, gateway, module or root file (decision 0036)."),
              above("plugins", ["gateway", "module", "cli", "root"], "plugins import no module: shared pieces live in core/ (decision 0036)."),
              above("gateway", ["plugins", "module", "cli", "root"], "The gateway imports no module or plugin (decision 0036)."),
              above("module", ["cli", "root"], "A module imports no root file or CLI: what it needs comes in its deps (decision 0036)."),
              // The last matching policy decides: refuse another module, allow its public files, refuse its repository.
              {
                from: { element: { type: "module" } },
                disallow: { to: { element: { type: "module", captured: { name: "!{{ from.element.captured.name }}" } } } },
                message: "A module reaches another only through its module, port or service file (decision 0036).",
              },
              {
                from: { element: { type: "module" } },
                allow: {
                  to: {
                    element: {
                      type: "module",
                      captured: { name: "!{{ from.element.captured.name }}" },
                      fileInternalPath: ["**/*-module.ts", "**/*-port.ts", "**/*-service.ts", ...PUBLIC.map((f) => `**/${f}`)],
                    },
                  },
                },
              },
              {
                from: { element: { type: "module" } },
                disallow: {
                  to: { element: { type: "module", captured: { name: "!{{ from.element.captured.name }}" }, fileInternalPath: "**/*-repository.ts" } },
                },
                message: "A module never imports another module's repository: use its service or port (decision 0036).",
              },
            ],
          },
        ],
      },
    },
    {
      // The environment is read once, in core/config.ts; modules get what they need from the config (decision 0036).
      files: ["src/**/*.ts"],
      ignores: ["**/*.test.ts", "**/*.test-support.ts", "src/test-support/**", "src/core/config.ts", "src/cli/**"],
      rules: {
        "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read the environment in core/config.ts only (decision 0036)." }],
      },
    },
  ];
}

export default serverConfig();
