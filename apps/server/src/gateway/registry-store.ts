import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { HelloFrame } from "@vms/api-client";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "../db/database.js";
import { deviceRegistry, instanceHeartbeats } from "../db/schema/index.js";

/** sha256(salt + code) in hex: how device_registry stores security codes. */
export function hashSecurityCode(salt: string, code: string): string {
  return createHash("sha256").update(salt + code).digest("hex");
}

/** Constant-time check of `code` against a stored salt and hash. */
export function securityCodeMatches(salt: string, hash: string, code: string): boolean {
  const a = Buffer.from(hashSecurityCode(salt, code), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

const newSalt = () => randomBytes(16).toString("hex");

/** A hello to register: its security code apart, the report without it. */
export interface RegistryHello {
  sn: string;
  securityCode: string;
  /** The hello with securityCode redacted. */
  report: HelloFrame;
  /** Asked only when the SN is new: may its client register one more SN (the per-IP limit)? */
  mayRegister: () => boolean;
}

/** What the registry says to a hello: welcome, a known SN with another code, or a new SN over its client's limit. */
export type RegistryVerdict = "ok" | "wrong" | "limited";

/** device_registry access of the gateway; every method is one or two statements whatever the batch size. */
export interface RegistryStore {
  /** At start: rows this instance held are offline (their sockets died with the last process). */
  markInstanceOffline(instanceId: string): Promise<number>;
  /**
   * Registers or refreshes a batch of hellos with distinct SNs: unknown SNs are registered with
   * their code (trust on first use) when their client may register one more, known ones must match;
   * accepted ones go online on this instance.
   */
  connect(hellos: readonly RegistryHello[], instanceId: string): Promise<RegistryVerdict[]>;
  /** Marks SNs offline, unless another instance holds them now. */
  disconnect(sns: readonly string[], instanceId: string): Promise<void>;
  /** Stores the latest reports of distinct SNs in one statement. */
  saveReports(reports: ReadonlyArray<{ sn: string; report: HelloFrame }>): Promise<void>;
  setSecurityCode(sn: string, code: string): Promise<void>;
  find(sn: string): Promise<{ salt: string; securityCodeHash: string; report: HelloFrame } | null>;
  /** The instance holding the SN's connection, null when it is offline everywhere or its holder is dead. */
  holder(sn: string): Promise<string | null>;
  /** Devices online on other live instances, with the instance holding each (a joining instance's view). */
  heldElsewhere(instanceId: string): Promise<Array<{ sn: string; instanceId: string }>>;
}

/** The row's holder is alive: no heartbeat of it, or one not expired (instance-heartbeat.ts). */
const holderAlive = sql`not exists (select 1 from ${instanceHeartbeats} h where h.instance_id = ${deviceRegistry.instanceId} and h.expires_at < now())`;

/** The Drizzle implementation (PGlite and PostgreSQL alike). */
export function createRegistryStore(db: AppDatabase): RegistryStore {
  return {
    async markInstanceOffline(instanceId) {
      const rows = await db
        .update(deviceRegistry)
        .set({ online: false })
        .where(and(eq(deviceRegistry.instanceId, instanceId), eq(deviceRegistry.online, true)))
        .returning({ sn: deviceRegistry.sn });
      return rows.length;
    },

    async connect(hellos, instanceId) {
      if (hellos.length === 0) return [];
      const existing = await db
        .select({ sn: deviceRegistry.sn, salt: deviceRegistry.salt, hash: deviceRegistry.securityCodeHash })
        .from(deviceRegistry)
        .where(inArray(deviceRegistry.sn, hellos.map((h) => h.sn)));
      const known = new Map(existing.map((row) => [row.sn, row]));
      const results = hellos.map((h): RegistryVerdict => {
        const row = known.get(h.sn);
        if (!row) return h.mayRegister() ? "ok" : "limited";
        return securityCodeMatches(row.salt, row.hash, h.securityCode) ? "ok" : "wrong";
      });
      const now = new Date();
      const rows = hellos
        .filter((_, i) => results[i] === "ok")
        .map(({ sn, securityCode, report }) => {
          const row = known.get(sn);
          const salt = row?.salt ?? newSalt();
          return {
            sn,
            salt,
            securityCodeHash: row?.hash ?? hashSecurityCode(salt, securityCode),
            devType: report.devType,
            model: report.model,
            version: report.version,
            online: true,
            instanceId,
            report,
            lastSeen: now,
          };
        });
      if (rows.length > 0) {
        // One statement for the whole batch; the code columns are left alone for known SNs.
        await db
          .insert(deviceRegistry)
          .values(rows)
          .onConflictDoUpdate({
            target: deviceRegistry.sn,
            set: {
              devType: sql`excluded.dev_type`,
              model: sql`excluded.model`,
              version: sql`excluded.version`,
              online: true,
              instanceId,
              report: sql`excluded.report`,
              lastSeen: now,
            },
          });
      }
      return results;
    },

    async disconnect(sns, instanceId) {
      if (sns.length === 0) return;
      await db
        .update(deviceRegistry)
        .set({ online: false, lastSeen: new Date() })
        .where(and(inArray(deviceRegistry.sn, [...sns]), eq(deviceRegistry.instanceId, instanceId)));
    },

    async saveReports(reports) {
      if (reports.length === 0) return;
      const values = sql.join(
        reports.map(({ sn, report }) => sql`(${sn}, ${JSON.stringify(report)}::jsonb)`),
        sql`, `,
      );
      // One statement however many devices changed (a site's cameras dropping together), not one each.
      await db.execute(sql`
        update ${deviceRegistry} set report = v.report, version = v.report->>'version', last_seen = now()
        from (values ${values}) as v(sn, report) where ${deviceRegistry.sn} = v.sn`);
    },

    async setSecurityCode(sn, code) {
      const salt = newSalt();
      await db.update(deviceRegistry).set({ salt, securityCodeHash: hashSecurityCode(salt, code) }).where(eq(deviceRegistry.sn, sn));
    },

    async find(sn) {
      const [row] = await db
        .select({ salt: deviceRegistry.salt, securityCodeHash: deviceRegistry.securityCodeHash, report: deviceRegistry.report })
        .from(deviceRegistry)
        .where(eq(deviceRegistry.sn, sn));
      return row ? { ...row, report: row.report as HelloFrame } : null;
    },

    async holder(sn) {
      const [row] = await db
        .select({ instanceId: deviceRegistry.instanceId })
        .from(deviceRegistry)
        .where(and(eq(deviceRegistry.sn, sn), eq(deviceRegistry.online, true), holderAlive));
      return row?.instanceId ?? null;
    },

    async heldElsewhere(instanceId) {
      const rows = await db
        .select({ sn: deviceRegistry.sn, instanceId: deviceRegistry.instanceId })
        .from(deviceRegistry)
        .where(and(eq(deviceRegistry.online, true), sql`${deviceRegistry.instanceId} <> ${instanceId}`, holderAlive));
      return rows.flatMap((row) => (row.instanceId ? [{ sn: row.sn, instanceId: row.instanceId }] : []));
    },
  };
}
