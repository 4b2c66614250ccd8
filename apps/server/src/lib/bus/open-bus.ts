import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { createLocalBus, type InstanceBus } from "./instance-bus.js";

/** What decides the bus: the config's choice and the database it would run on. */
export interface BusChoice {
  instanceId: string;
  instanceBus?: "local" | "postgres" | undefined;
  databaseUrl: string | null;
}

/**
 * The PostgreSQL bus when `instanceBus` says so (or, unset, when there is a DATABASE_URL), else the
 * in-process one. PGlite is one process: asking it for the PostgreSQL bus is a configuration error.
 */
export async function openInstanceBus(choice: BusChoice, db: AppDatabase, log: FastifyBaseLogger): Promise<InstanceBus> {
  const kind = choice.instanceBus ?? (choice.databaseUrl ? "postgres" : "local");
  if (kind === "local") return createLocalBus(choice.instanceId, log);
  if (!choice.databaseUrl) throw new Error("VMS_INSTANCE_BUS=postgres needs DATABASE_URL");
  const { createPostgresBus } = await import("./postgres-bus.js");
  return createPostgresBus({ url: choice.databaseUrl, db, instanceId: choice.instanceId, log });
}
