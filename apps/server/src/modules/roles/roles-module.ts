import type { ModuleContext } from "../../module-context.js";
import { upsertBuiltInRoles } from "./built-in-roles.js";

/** The built-in roles exist (and carry their current codes) before anybody signs in or up. */
export async function registerRolesModule(ctx: ModuleContext): Promise<void> {
  await upsertBuiltInRoles(ctx.db);
}
