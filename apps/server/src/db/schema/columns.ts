import { customType, timestamp } from "drizzle-orm/pg-core";

/** timestamptz as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Binary column (avatars); kept in the database so stateless instances share it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
