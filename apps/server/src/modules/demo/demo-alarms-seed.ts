import { ALWAYS_SCHEDULE, plateKey } from "@vms/api-client";
import { SIM_PLATES } from "@vms/device-sim";
import type { AppDatabase } from "../../db/database.js";
import { alarmRules, plateGroups, plates, type RuleDefinition } from "../../db/schema/index.js";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** The demo's plate library: every fourth plate the simulated vehicles carry, so its rule fires now and then. */
export const DEMO_WATCH_LIST = { name: "Watch list", plates: SIM_PLATES.filter((_, i) => i % 4 === 0) };

/** The demo's alarm rules (issue 13 "Demo": alarms in /alerts within a minute of quickstart). */
export const DEMO_RULES = {
  watchList: "Watch-list vehicles",
  people: "People detected",
} as const;

const definition = (siteIds: readonly string[], recipientIds: readonly string[], plateRule: RuleDefinition["plates"]): RuleDefinition => ({
  eventTypes: [],
  attributes: {},
  plates: plateRule,
  siteIds: [...siteIds],
  cameras: [],
  schedule: ALWAYS_SCHEDULE,
  recipientIds: [...recipientIds],
  contactIds: [],
});

/**
 * Demo mode, first start: a "Watch list" plate library holding a quarter of the simulator's plates,
 * a rule for motor vehicles whose plate is on it, and a rule for any person detected (at most one
 * alarm per camera every 5 minutes) — both over every site, told to the admin. The demo fleet's
 * people and cars then raise AI alarms within a minute, as a newcomer would expect.
 */
export async function seedDemoAlarmRules(tx: Tx, orgId: string, rootSiteIds: readonly string[], adminId: string | null): Promise<void> {
  if (!adminId || rootSiteIds.length === 0) return;
  const [library] = await tx.insert(plateGroups).values({ orgId, name: DEMO_WATCH_LIST.name }).returning({ id: plateGroups.id });
  if (!library) return;
  await tx.insert(plates).values(DEMO_WATCH_LIST.plates.map((plateNumber) => ({ orgId, groupId: library.id, plateNumber, plateKey: plateKey(plateNumber), vehicleType: "car", owner: "Demo" })));
  await tx.insert(alarmRules).values([
    { orgId, name: DEMO_RULES.watchList, targetType: "motorVehicle", repeatInterval: 60, definition: definition(rootSiteIds, [adminId], { mode: "library", plates: [], groupIds: [library.id] }) },
    { orgId, name: DEMO_RULES.people, targetType: "person", repeatInterval: 300, definition: definition(rootSiteIds, [adminId], { mode: "any", plates: [], groupIds: [] }) },
  ]);
}
