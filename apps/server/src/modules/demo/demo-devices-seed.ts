import { randomUUID } from "node:crypto";
import { DEVICE_STATUS } from "@vms/api-client";
import type { SimDevice } from "@vms/device-sim";
import type { SiteRole } from "@vms/permissions";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { organizations, siteGrants, sites, users } from "../../db/schema/index.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { SitesModule } from "../sites/sites-module.js";
import { seedDemoAlarmRules } from "./demo-alarms-seed.js";
import { DEMO_ORG_NAME } from "./demo-seed.js";

/** The demo site tree (parent before child). */
const DEMO_SITES = [
  { key: "hq", name: "Headquarters", parent: null, scene: 4 },
  { key: "lobby", name: "Lobby", parent: "hq", scene: 6 },
  { key: "parking", name: "Parking", parent: "hq", scene: 1 },
  { key: "warehouse", name: "Warehouse", parent: null, scene: 3 },
] as const;
type SiteKey = (typeof DEMO_SITES)[number]["key"];

/** The demo users' site roles (decision 0002 users, decision 0003 roles). */
const DEMO_GRANTS: ReadonlyArray<{ email: string; site: SiteKey; role: SiteRole }> = [
  { email: "siteadmin@demo.local", site: "hq", role: "SITE_ADMIN" },
  { email: "operator@demo.local", site: "hq", role: "SITE_VIEWER" },
  { email: "operator@demo.local", site: "warehouse", role: "SITE_VIEWER" },
  { email: "live@demo.local", site: "hq", role: "LIVE_ONLY_VIEWER" },
  { email: "station@demo.local", site: "hq", role: "LIVE_ONLY_VIEWER" },
  { email: "user@demo.local", site: "warehouse", role: "SITE_VIEWER" },
  { email: "installer@demo.local", site: "warehouse", role: "SITE_ADMIN" },
];

/** What the device seed uses: the database, and the sites and devices modules' services. */
export interface DemoDevicesDeps {
  db: AppDatabase;
  log: FastifyBaseLogger;
  sites: Pick<SitesModule, "access">;
  devices: Pick<DevicesModule, "gateway" | "devices">;
}

/** Devices are spread over these sites in turn. */
const DEVICE_SITES: readonly SiteKey[] = ["lobby", "parking", "warehouse", "hq"];

/**
 * Demo mode, first start (Demo Co has no site yet): the site tree Headquarters (Lobby, Parking) and
 * Warehouse, the demo users' site roles, the demo alarm rules, and the fleet bound across those sites. Devices the fleet
 * starts online are waited for (at most `waitMs`); a device that never reported is left unbound.
 * Called through the demo module once the demo fleet runs. Later starts change nothing.
 */
export async function seedDemoDevices(deps: DemoDevicesDeps, devices: readonly SimDevice[], options: { waitMs?: number; heldElsewhere?: boolean } = {}): Promise<void> {
  const { db } = deps;
  const log = deps.log.child({ seed: "demo-devices" });
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.customerId, "10000001")).limit(1);
  if (!org) return log.warn(`no ${DEMO_ORG_NAME} organization: devices not seeded`);
  const [existing] = await db.select({ n: count() }).from(sites).where(eq(sites.orgId, org.id));
  if ((existing?.n ?? 0) > 0) return;

  const siteIds = new Map<SiteKey, string>();
  const paths = new Map<SiteKey, string>();
  await db.transaction(async (tx) => {
    for (const site of DEMO_SITES) {
      const id = randomUUID();
      const parentId = site.parent ? siteIds.get(site.parent)! : null;
      const path = site.parent ? `${paths.get(site.parent)}/${id}` : id;
      siteIds.set(site.key, id);
      paths.set(site.key, path);
      await tx.insert(sites).values({
        id, orgId: org.id, parentId, path, depth: site.parent ? 2 : 1, name: site.name, scene: site.scene,
        city: "Berlin", address: "Demo Street 1", contactPerson: "Demo Admin", contactPhone: "+49 30 1234567",
      });
    }
    const emails = [...new Set(DEMO_GRANTS.map((g) => g.email))];
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.orgId, org.id), isNull(users.deletedAt), inArray(users.email, emails)));
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const grants = DEMO_GRANTS.filter((g) => idOf.has(g.email)).map((g) => ({ userId: idOf.get(g.email)!, siteId: siteIds.get(g.site)!, role: g.role }));
    if (grants.length > 0) await tx.insert(siteGrants).values(grants);
    const [owner] = await tx.select({ id: users.id }).from(users).where(and(eq(users.orgId, org.id), eq(users.email, "admin@demo.local"))).limit(1);
    await seedDemoAlarmRules(tx, org.id, DEMO_SITES.filter((s) => s.parent === null).map((s) => siteIds.get(s.key)!), owner?.id ?? null);
  });
  deps.sites.access.invalidate();

  const gateway = deps.devices.gateway();
  const waitMs = options.waitMs ?? 5_000;
  await Promise.allSettled(
    devices.filter((d) => d.status === DEVICE_STATUS.ONLINE && !gateway.isOnline(d.sn)).map((d) => gateway.waitForHello(d.sn, waitMs)),
  );
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.orgId, org.id), eq(users.email, "admin@demo.local"))).limit(1);
  let bound = 0;
  for (const [i, device] of devices.entries()) {
    const report = await gateway.lastReport(device.sn);
    if (!report) continue;
    const siteId = siteIds.get(DEVICE_SITES[i % DEVICE_SITES.length]!)!;
    try {
      // npm run cluster: the simulator's devices spread over the instances, so held by any counts.
      // In process, only this gateway's word: a device the demo just stopped may still read online in
      // the registry until its disconnect is flushed.
      const online = gateway.isOnline(device.sn) || (options.heldElsewhere === true && (await gateway.holder(device.sn)) !== null);
      await deps.devices.devices.bindReported({ orgId: org.id, siteId, sn: device.sn, name: device.name, boundBy: admin?.id ?? null, report, online });
      bound += 1;
    } catch (err) {
      log.warn({ err, sn: device.sn }, "demo device not bound");
    }
  }
  log.info({ sites: DEMO_SITES.length, devices: bound, of: devices.length }, "demo sites and devices seeded");
}
