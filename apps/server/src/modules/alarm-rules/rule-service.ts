import { ALARM_KIND_CODES, Code, RuleCode, RULE_TARGET_ATTRIBUTES, type AlarmRule, type Contact, type ParsedRequestOf, type RuleAttributes } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import { isUniqueViolation } from "../../db/pg-errors.js";
import type { RuleDefinition } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { DeviceFor } from "../devices/device-access.js";
import { readableSiteIds } from "../events/event-query.js";
import type { PlateService } from "../plates/plate-service.js";
import { type SiteAccess, type SiteScope } from "../sites/site-access.js";
import { isUuid } from "../../core/ids.js";
import type { ContactRow, RuleRepository, RuleRow } from "./rule-repository.js";
import type { Caller } from "../../core/caller.js";

const invalid = (path: string, message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path, message }] });
const unique = <T>(list: readonly T[]) => [...new Set(list)];

const ruleView = (row: RuleRow): AlarmRule => ({
  ruleId: row.id,
  ruleName: row.name,
  targetType: row.targetType as AlarmRule["targetType"],
  eventTypes: row.definition.eventTypes as AlarmRule["eventTypes"],
  attributes: row.definition.attributes,
  plates: row.definition.plates,
  siteIds: row.definition.siteIds,
  cameras: row.definition.cameras,
  schedule: row.definition.schedule,
  recipientIds: row.definition.recipientIds,
  contactIds: row.definition.contactIds,
  repeatInterval: row.repeatInterval,
  enabled: row.enabled,
  createTime: row.createdAt.getTime(),
  updateTime: row.updatedAt.getTime(),
});
const contactView = (row: ContactRow): Contact => ({ contactId: row.id, name: row.name, email: row.email, mobile: row.mobile, createTime: row.createdAt.getTime() });

/** A caller sees (and may change) a rule only when every site it names is visible to them. */
const visibleTo = (scope: SiteScope, row: RuleRow) => row.definition.siteIds.every((id) => scope.isVisible(id));

/** Alarm rules and contacts of the caller's organization (spec §2, §3, §5, §8). */
export function createRuleService(deps: { rules: RuleRepository; access: SiteAccess; deviceFor: DeviceFor; plates: PlateService }) {
  const { rules: repo, access, deviceFor, plates } = deps;

  async function visibleRule(caller: Caller, ruleId: string, scope: SiteScope): Promise<RuleRow> {
    const row = isUuid(ruleId) ? await repo.rule(caller.user.orgId, ruleId) : undefined;
    if (!row || !visibleTo(scope, row)) throw new AppError(RuleCode.RULE_MISSING);
    return row;
  }

  /**
   * Issue 28: what each user can receive: the AI alarm code, and the sites whose events they read
   * (the alarm list's own scope, alarm-service), shown only among the caller's sites.
   */
  async function reach(caller: Caller, scope: SiteScope, rows: ReadonlyArray<{ userId: string; userName: string; email: string }>) {
    return Promise.all(
      rows.map(async (r) => {
        const [codes, theirs] = await Promise.all([repo.codesOf(r.userId), access.scopeOfUser(caller.user.orgId, r.userId)]);
        const read = theirs ? readableSiteIds(theirs) : [];
        return { ...r, alarms: codes.has(ALARM_KIND_CODES.ai), siteIds: read === null ? null : read.filter((id) => scope.isVisible(id)) };
      }),
    );
  }

  /** Whether a user reaches one of the rule's sites or a site below one (a rule on a site covers its sub-sites). */
  function receives(r: { alarms: boolean; siteIds: string[] | null }, ruleSiteIds: readonly string[], scope: SiteScope): boolean {
    if (!r.alarms) return false;
    if (r.siteIds === null) return true;
    return r.siteIds.some((id) => [...(scope.site(id)?.path.split("/") ?? []), id].some((p) => ruleSiteIds.includes(p)));
  }

  /** Checks every reference against the organization and the caller's sites; answers the stored definition. */
  async function definitionOf(caller: Caller, scope: SiteScope, data: ParsedRequestOf<"/event/rule/add-or-edit">): Promise<RuleDefinition> {
    const orgId = caller.user.orgId;
    const siteIds = unique(data.siteIds);
    for (const id of siteIds) if (!scope.isVisible(id)) throw new AppError(Code.NO_SITE_PERMISSION);

    const cameras = unique(data.cameras.map((c) => `${c.sn}\u0000${c.chlIndex}`)).map((k) => {
      const [sn, chl] = k.split("\u0000");
      return { sn: sn!, chlIndex: Number(chl) };
    });
    for (const camera of cameras) {
      const { device } = await deviceFor(caller, camera.sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      const path = scope.site(device.siteId)?.path.split("/") ?? [];
      if (!siteIds.some((id) => path.includes(id))) throw invalid("cameras", "site");
    }

    let rulePlates = { mode: "any" as const, plates: [] as string[], groupIds: [] as string[] } as RuleDefinition["plates"];
    if (data.targetType === "motorVehicle") {
      const groupIds = unique(data.plates.groupIds);
      const list = unique(data.plates.plates);
      if (data.plates.mode === "library") {
        if (groupIds.length === 0) throw invalid("plates.groupIds", "empty");
        if ((await plates.existingGroupIds(orgId, groupIds)).length !== groupIds.length) throw new AppError(RuleCode.PLATE_GROUP_MISSING);
        rulePlates = { mode: "library", plates: [], groupIds };
      } else if (data.plates.mode === "list") {
        if (list.length === 0) throw invalid("plates.plates", "empty");
        rulePlates = { mode: "list", plates: list, groupIds: [] };
      }
    }

    const recipientIds = unique(data.recipientIds);
    const recipients = recipientIds.some((id) => !isUuid(id)) ? [] : await repo.recipients(orgId, recipientIds);
    if (recipients.length !== recipientIds.length) throw new AppError(RuleCode.RECIPIENT_INVALID);
    for (const r of await reach(caller, scope, recipients)) {
      if (!receives(r, siteIds, scope)) throw new AppError(RuleCode.RECIPIENT_CANNOT_RECEIVE);
    }
    const contactIds = unique(data.contactIds);
    if (contactIds.some((id) => !isUuid(id)) || (await repo.contacts(orgId, contactIds)).length !== contactIds.length) {
      throw new AppError(RuleCode.CONTACT_MISSING);
    }

    // Only the attributes of the rule's target are kept (a person rule has no brand).
    const attributes: RuleAttributes = {};
    for (const key of RULE_TARGET_ATTRIBUTES[data.targetType]) {
      const values = data.attributes[key];
      if (values && values.length > 0) (attributes as Record<string, unknown>)[key] = unique(values as unknown[]);
    }
    const schedule = data.schedule.map((day) => [...day].sort((a, b) => a.start - b.start));
    return { eventTypes: unique(data.eventTypes), attributes, plates: rulePlates, siteIds, cameras, schedule, recipientIds, contactIds };
  }

  return {
    async list(caller: Caller, data: ParsedRequestOf<"/event/rule/list">) {
      const scope = await access.scope(caller);
      const rows = (await repo.rules(caller.user.orgId, { targetType: data.targetType, keyword: data.keyword?.trim() || undefined })).filter((r) => visibleTo(scope, r));
      const start = (data.pageNum - 1) * data.pageSize;
      return { total: rows.length, list: rows.slice(start, start + data.pageSize).map(ruleView) };
    },

    async addOrEdit(caller: Caller, data: ParsedRequestOf<"/event/rule/add-or-edit">) {
      const scope = await access.scope(caller);
      if (data.ruleId !== undefined) await visibleRule(caller, data.ruleId, scope);
      const values = {
        name: data.ruleName.trim(),
        targetType: data.targetType,
        enabled: data.enabled,
        repeatInterval: data.repeatInterval,
        definition: await definitionOf(caller, scope, data),
      };
      try {
        if (data.ruleId === undefined) return ruleView(await repo.addRule(caller.user.orgId, values));
        const row = await repo.updateRule(caller.user.orgId, data.ruleId, values);
        if (!row) throw new AppError(RuleCode.RULE_MISSING);
        return ruleView(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(RuleCode.RULE_NAME_EXISTS);
        throw err;
      }
    },

    async remove(caller: Caller, ruleIds: readonly string[]) {
      const scope = await access.scope(caller);
      const ids = unique(ruleIds);
      for (const id of ids) await visibleRule(caller, id, scope);
      return repo.deleteRules(caller.user.orgId, ids);
    },

    async recipients(caller: Caller) {
      return { list: await reach(caller, await access.scope(caller), await repo.recipients(caller.user.orgId)) };
    },

    async contacts(caller: Caller) {
      return { list: (await repo.contacts(caller.user.orgId)).map(contactView) };
    },

    async saveContact(caller: Caller, data: ParsedRequestOf<"/event/contact/add-or-edit">) {
      const values = { name: data.name.trim(), email: data.email.toLowerCase(), mobile: data.mobile };
      try {
        if (data.contactId === undefined) return contactView(await repo.addContact(caller.user.orgId, values));
        const row = isUuid(data.contactId) ? await repo.updateContact(caller.user.orgId, data.contactId, values) : undefined;
        if (!row) throw new AppError(RuleCode.CONTACT_MISSING);
        return contactView(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(RuleCode.CONTACT_NAME_EXISTS);
        throw err;
      }
    },

    async deleteContact(caller: Caller, contactId: string) {
      const removed = isUuid(contactId) ? await repo.deleteContact(caller.user.orgId, contactId) : [];
      if (removed.length === 0) throw new AppError(RuleCode.CONTACT_MISSING);
      return removed;
    },

    /** Enabled rules of an organization of one target type, for the evaluator (no caller: the server's own view). */
    /** The enabled rules of a target type; null: of every target (an event without a target, e.g. camera motion). */
    async rulesFor(orgId: string, targetType: string | null): Promise<AlarmRule[]> {
      return (await repo.rules(orgId, targetType === null ? {} : { targetType })).filter((r) => r.enabled).map(ruleView);
    },

    /** E-mail addresses of an organization's contacts (the evaluator mails them). */
    async contactEmailsFor(orgId: string, contactIds: readonly string[]): Promise<string[]> {
      if (contactIds.length === 0) return [];
      return (await repo.contacts(orgId, contactIds)).map((c) => c.email).filter((e) => e !== "");
    },
  };
}

export type RuleService = ReturnType<typeof createRuleService>;
