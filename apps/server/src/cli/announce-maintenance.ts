import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { MAINTENANCE_MESSAGE_MAX } from "@vms/api-client";
import { ConfigError } from "../core/config.js";
import { createMaintenanceRepository } from "../modules/sysmsg/maintenance-repository.js";
import { withCliDatabase } from "./cli-database.js";
import { CliError } from "./create-admin.js";

const USAGE =
  'usage: announce-maintenance --start <ISO time> --end <ISO time> --message-en "<English text>" --message-zh "<Chinese text>"\n' +
  "  e.g. --start 2026-12-01T02:00Z --end 2026-12-01T04:00Z (times with a zone, Z for UTC)";

/** What was announced. */
export interface AnnouncedMaintenance {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

function parseTime(flag: string, value: string): Date {
  // A time without a zone would mean the operator machine's zone: ask for one explicitly.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) throw new CliError(`${flag} needs a time zone, e.g. 2026-12-01T02:00Z or 2026-12-01T10:00+08:00`);
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime())) throw new CliError(`${flag} is not a time: ${value}`);
  return at;
}

function parse(argv: readonly string[], now: number) {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { start: { type: "string" }, end: { type: "string" }, "message-en": { type: "string" }, "message-zh": { type: "string" } },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const { start, end } = values;
  const messageEn = values["message-en"]?.trim() ?? "";
  const messageZh = values["message-zh"]?.trim() ?? "";
  if (!start || !end || !messageEn || !messageZh) throw new CliError(USAGE);
  const startsAt = parseTime("--start", start);
  const endsAt = parseTime("--end", end);
  if (endsAt.getTime() <= startsAt.getTime()) throw new CliError("--end must be after --start");
  if (endsAt.getTime() <= now) throw new CliError("--end is in the past: nobody would see this notice");
  for (const [flag, text] of [["--message-en", messageEn], ["--message-zh", messageZh]] as const) {
    if (text.length > MAINTENANCE_MESSAGE_MAX) throw new CliError(`${flag} may have at most ${MAINTENANCE_MESSAGE_MAX} characters`);
  }
  return { startsAt, endsAt, messageEn, messageZh };
}

/**
 * Stores a maintenance window in the database the server uses (DATABASE_URL, else PGlite under
 * VMS_DATA_DIR), migrating it first. Every signed-in console shows it until it ends; a later
 * announcement replaces it.
 */
export async function announceMaintenance(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = env.INIT_CWD ?? process.cwd(),
  now: number = Date.now(),
): Promise<AnnouncedMaintenance> {
  const input = parse(argv, now);
  return withCliDatabase(env, cwd, async (db) => {
    const id = await createMaintenanceRepository(db).insert(input);
    return { id, startsAt: input.startsAt, endsAt: input.endsAt };
  });
}

async function main(): Promise<void> {
  try {
    const notice = await announceMaintenance(process.argv.slice(2));
    console.log(`Announced maintenance ${notice.id} from ${notice.startsAt.toISOString()} to ${notice.endsAt.toISOString()}.`);
  } catch (err) {
    if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  }
}

// Run only as a program (node dist/cli/announce-maintenance.js), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
