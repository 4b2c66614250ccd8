import type { PGlite, Transaction } from "@electric-sql/pglite";
import { bound, carrying, changedRows, type RideAlongSource, type RideAlongStatement, writeTarget } from "./ride-along.js";

type QueryArgs = Parameters<PGlite["query"]>;

/** `tx` with its writes watched: `wrote()` is true once it changed rows of a table the source carries for. */
function watched(tx: Transaction, source: RideAlongSource): { tx: Transaction; wrote: () => boolean } {
  let wrote = false;
  const proxy = new Proxy(tx, {
    get(target, prop) {
      if (prop === "query") {
        return async (...args: QueryArgs) => {
          const table = writeTarget(args[0]);
          const result = await target.query(...args);
          if (table && source.carries(table) && changedRows(result)) wrote = true;
          return result;
        };
      }
      return bound(target, prop);
    },
  });
  return { tx: proxy, wrote: () => wrote };
}

/**
 * The PGlite client drizzle is given (ride-along.ts): an operation's first write outside a
 * transaction runs in one with the source's statement, kept when the write changed rows; a
 * transaction that changed rows runs the statement before it commits.
 */
export function rideAlongPglite(client: PGlite, source: RideAlongSource): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "query") {
        return (...args: QueryArgs) => {
          const table = writeTarget(args[0]);
          const statement = table && source.carries(table) ? source.take() : null;
          if (!statement) return target.query(...args);
          return carrying(statement, () =>
            target.transaction(async (tx) => {
              const result = await tx.query(...args);
              if (!changedRows(result)) return { result, rows: null };
              return { result, rows: (await tx.query(statement.sql, statement.params)).rows };
            }),
          );
        };
      }
      if (prop === "transaction") {
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          const ride: { statement: RideAlongStatement | null; rows: unknown[] } = { statement: null, rows: [] };
          try {
            const result = await target.transaction(async (tx) => {
              const inner = watched(tx, source);
              const value = await callback(inner.tx);
              ride.statement = inner.wrote() ? source.take() : null;
              if (ride.statement) ride.rows = (await tx.query(ride.statement.sql, ride.statement.params)).rows;
              return value;
            });
            ride.statement?.committed(ride.rows);
            return result;
          } catch (err) {
            ride.statement?.restore();
            throw err;
          }
        };
      }
      return bound(target, prop);
    },
  });
}
