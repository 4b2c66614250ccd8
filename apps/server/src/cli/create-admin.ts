import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { checkEmail, checkName, checkPassword } from "@vms/api-client";
import { ConfigError } from "../core/config.js";
import { createAccountRepository } from "../modules/accounts/account-repository.js";
import { normaliseLoginName } from "../core/login-name.js";
import { hashPassword } from "../modules/passwords/password-hasher.js";
import { builtInRoleId, upsertBuiltInRoles } from "../modules/roles/built-in-roles.js";
import { withCliDatabase } from "./cli-database.js";

const USAGE = "usage: create-admin --email <address> --password <password> --org <organization name> [--name <user name>]";

/** A mistake of the operator: printed without a stack trace. */
export class CliError extends Error {}

/** What was created. */
export interface CreatedAdmin {
  orgId: string;
  userId: string;
  customerId: string;
  email: string;
}

function parse(argv: readonly string[]) {
  // `pnpm … create-admin -- --email …` may pass the "--" through.
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: "string" }, password: { type: "string" }, org: { type: "string" }, name: { type: "string" } },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const { email, password, org } = values;
  if (!email || !password || !org) throw new CliError(USAGE);
  if (checkEmail(email)) throw new CliError("--email is not a valid e-mail address");
  const passwordProblem = checkPassword(password);
  if (passwordProblem) throw new CliError(`--password breaks the password rules (${passwordProblem}): 8-16 characters, two of digits/letters/symbols, none of < > & , ' " / \\ % : #`);
  const name = values.name ?? email.split("@")[0] ?? "admin";
  for (const [flag, value] of [["--org", org], ["--name", name]] as const) {
    if (checkName(value)) throw new CliError(`${flag} must be 1-32 characters without < > & , ' " / \\ % : #`);
  }
  return { email: normaliseLoginName(email), password, org: org.trim(), name: name.trim() };
}

/**
 * Creates an organization and its administrator in the database the server uses (DATABASE_URL,
 * else PGlite under VMS_DATA_DIR), migrating it first. Refuses an address that has an account.
 */
export async function createAdmin(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  // pnpm runs package scripts inside apps/server; INIT_CWD is where the operator typed the
  // command, so a relative VMS_DATA_DIR (default ./data) means what it means for `pnpm start`.
  cwd: string = env.INIT_CWD ?? process.cwd(),
): Promise<CreatedAdmin> {
  const input = parse(argv);
  return withCliDatabase(env, cwd, async (db) => {
    await upsertBuiltInRoles(db);
    const accounts = createAccountRepository(db);
    if (await accounts.findLiveByEmail(input.email)) throw new CliError(`an account for ${input.email} already exists`);
    const created = await accounts.createOrganization({
      orgName: input.org,
      email: input.email,
      userName: input.name,
      passwordHash: await hashPassword(input.password),
      adminRoleId: await builtInRoleId(db, "orgAdmin"),
    });
    return { ...created, email: input.email };
  });
}

async function main(): Promise<void> {
  try {
    const created = await createAdmin(process.argv.slice(2));
    console.log(`Created organization ${created.customerId} with administrator ${created.email}.`);
  } catch (err) {
    if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  }
}

// Run only as a program (node dist/cli/create-admin.js), not when a test imports createAdmin.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
