import type pg from "pg";
import { bound, carrying, changedRows, type RideAlongSource, type RideAlongStatement, textOf, writeTarget } from "./ride-along.js";

type Query = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * A pooled client drizzle runs a transaction on (BEGIN … COMMIT as plain queries): once the
 * transaction changed rows of a table the source carries for, its COMMIT is preceded by the statement.
 */
function rideAlongClient(client: pg.PoolClient, source: RideAlongSource): pg.PoolClient {
  let wrote = false;
  const query = client.query.bind(client) as unknown as Query;
  return new Proxy(client, {
    get(target, prop) {
      if (prop !== "query") return bound(target, prop);
      return async (config: unknown, values?: unknown) => {
        // Callback-style calls (not drizzle's) pass through untouched.
        if (typeof values === "function" || typeof config === "function") return (target.query as (...a: unknown[]) => unknown)(config, values);
        const text = textOf(config).trim().toLowerCase();
        if (text.startsWith("begin") || text === "rollback") wrote = false;
        const table = writeTarget(text);
        if (table && source.carries(table)) {
          const result = await query(config, values);
          if (changedRows(result)) wrote = true;
          return result;
        }
        if (text !== "commit" || !wrote) return query(config, values);
        wrote = false;
        const statement = source.take();
        if (!statement) return query(config, values);
        return carrying(statement, async () => {
          const { rows } = await query(statement.sql, statement.params);
          return { result: await query(config, values), rows };
        });
      };
    },
  });
}

/** An operation's first write outside a transaction: BEGIN; write; statement (when it changed rows); COMMIT on one client. */
async function writeWith(pool: pg.Pool, statement: RideAlongStatement, config: unknown, values: unknown): Promise<pg.QueryResult> {
  const client = await pool.connect();
  const query = client.query.bind(client) as unknown as Query;
  try {
    return await carrying(statement, async () => {
      await query("begin");
      try {
        const result = await query(config, values);
        const rows = changedRows(result) ? (await query(statement.sql, statement.params)).rows : null;
        await query("commit");
        return { result, rows };
      } catch (err) {
        await query("rollback").catch(() => undefined);
        throw err;
      }
    });
  } finally {
    client.release();
  }
}

/**
 * The node-postgres pool drizzle is given (ride-along.ts). `instanceof pg.Pool` still holds (drizzle
 * checks it to open a transaction on its own client), and methods are bound to the real pool.
 */
export function rideAlongPool(pool: pg.Pool, source: RideAlongSource): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === "query") {
        return (config: unknown, values?: unknown) => {
          const query = target.query.bind(target) as unknown as Query;
          if (typeof values === "function" || typeof config === "function") return (target.query as (...a: unknown[]) => unknown)(config, values);
          const table = writeTarget(textOf(config));
          const statement = table && source.carries(table) ? source.take() : null;
          return statement ? writeWith(target, statement, config, values) : query(config, values);
        };
      }
      if (prop === "connect") {
        return async (...args: unknown[]) => {
          if (args.length > 0) return (target.connect as (...a: unknown[]) => unknown)(...args);
          return rideAlongClient(await target.connect(), source);
        };
      }
      return bound(target, prop);
    },
  });
}
