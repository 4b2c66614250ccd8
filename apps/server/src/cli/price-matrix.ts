import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { isBelowOneCent, termByDurationType, toCents } from "@vms/licence-pricing";
import { ConfigError } from "../core/config.js";
import type { AppDatabase } from "../db/database.js";
import { createCommerceRepository } from "../modules/commerce/commerce-repository.js";
import { seedCatalogue } from "../modules/commerce/commerce-seed.js";
import { withCliDatabase } from "./cli-database.js";
import { CliError } from "./create-admin.js";

const USAGE = `usage: price-matrix list
       price-matrix set --term <1-5> --price <USD per camera> [--min <cameras>] [--max <cameras>]
       price-matrix delete --term <1-5> [--min <cameras>] [--max <cameras>]
  term: 1 30 days, 2 90 days, 3 180 days, 4 1 year, 5 2 years; the band defaults to 1-10000 cameras.`;

/** One checked price-matrix command. */
export type PriceMatrixCommand =
  | { kind: "list" }
  | { kind: "set"; term: number; min: number; max: number; price: string }
  | { kind: "delete"; term: number; min: number; max: number };

function whole(text: string | undefined, fallback: number, flag: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1 || n > 10_000) throw new CliError(`${flag} must be a whole number 1-10000`);
  return n;
}

/** Checks the operator's arguments before any database is opened; a mistake is a CliError. */
export function parsePriceMatrixArgs(argv: readonly string[]): PriceMatrixCommand {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { term: { type: "string" }, price: { type: "string" }, min: { type: "string" }, max: { type: "string" } } });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const [command] = parsed.positionals;
  const { values } = parsed;
  if (command === "list") return { kind: "list" };
  if (command !== "set" && command !== "delete") throw new CliError(USAGE);
  const term = whole(values.term, 0, "--term");
  if (!termByDurationType(term)) throw new CliError(`--term must be 1-5\n${USAGE}`);
  const min = whole(values.min, 1, "--min");
  const max = whole(values.max, 10_000, "--max");
  if (min > max) throw new CliError("--min must not exceed --max");
  if (command === "delete") return { kind: "delete", term, min, max };
  const price = values.price?.trim() ?? "";
  try {
    toCents(price);
  } catch {
    throw new CliError("--price must be a decimal amount like 4.99");
  }
  return { kind: "set", term, min, max, price };
}

/** Runs a checked command on an open database (the seeded catalogue first); returns what to print. */
export async function runPriceMatrix(command: PriceMatrixCommand, db: AppDatabase): Promise<string> {
  const repo = createCommerceRepository(db);
  await seedCatalogue(repo);
  if (command.kind === "list") {
    return (await repo.prices()).map((p) => `term ${p.durationType} (${termByDurationType(p.durationType)?.id ?? "?"}) cameras ${p.minChlNum}-${p.maxChlNum}: ${p.unitPrice} USD per camera`).join("\n");
  }
  const { term, min, max } = command;
  if (command.kind === "delete") return `${await repo.deletePrice(term, min, max)} row(s) deleted`;
  await repo.upsertPrice(term, min, max, command.price);
  return `term ${term} cameras ${min}-${max}: ${command.price} USD per camera${isBelowOneCent(command.price) ? " (quoted as 0.01)" : ""}`;
}

/** The licence price matrix (spec §5; /license-price-matrix/quote reads it): list, set or delete a row. */
export async function priceMatrix(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, cwd: string = env.INIT_CWD ?? process.cwd()): Promise<string> {
  const command = parsePriceMatrixArgs(argv);
  return withCliDatabase(env, cwd, (db) => runPriceMatrix(command, db));
}

async function main(): Promise<void> {
  try {
    console.log(await priceMatrix(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof CliError || err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
