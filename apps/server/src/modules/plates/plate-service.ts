import { Code, PLATE_IMPORT_MAX_BYTES, PlateCode, plateKey, type ParsedRequestOf, type Plate, type PlateGroup } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { AppError } from "../../core/app-error.js";
import type { UploadedFile } from "../../core/handler-table.js";
import { isUuid } from "../../core/ids.js";
import { parsePlateRows, plateTemplate, readSheet } from "./plate-import.js";
import type { PlateGroupRow, PlateRepository, PlateRow, PlateValues } from "./plate-repository.js";
import type { Caller } from "../../core/caller.js";

const invalid = (path: string, message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path, message }] });
const SPREADSHEET = /\.(xlsx|xls)$/i;

const groupView = (row: PlateGroupRow): PlateGroup => ({ groupId: row.id, groupName: row.name, plateCount: row.plateCount, createTime: row.createdAt.getTime() });
const plateView = (row: PlateRow): Plate => ({
  plateId: row.id,
  groupId: row.groupId,
  plateNumber: row.plateNumber,
  vehicleType: row.vehicleType as Plate["vehicleType"],
  model: row.model,
  owner: row.owner,
  phone: row.phone,
  brand: row.brand,
  color: row.color,
  labelIds: row.labelIds,
  createTime: row.createdAt.getTime(),
});

/** Plate libraries, plates and labels of the caller's organization (spec §1, §3, §5, §8, §9). */
export function createPlateService(deps: { plates: PlateRepository; capacity: number }) {
  const { plates: repo, capacity } = deps;
  const orgOf = (caller: Caller) => caller.user.orgId;

  async function requireGroup(orgId: string, groupId: string): Promise<PlateGroupRow> {
    const group = isUuid(groupId) ? await repo.group(orgId, groupId) : undefined;
    if (!group) throw new AppError(PlateCode.GROUP_MISSING);
    return group;
  }

  async function checkLabels(orgId: string, labelIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(labelIds)];
    if (unique.some((id) => !isUuid(id))) throw new AppError(PlateCode.LABEL_MISSING);
    if ((await repo.existingLabelIds(orgId, unique)).length !== unique.length) throw new AppError(PlateCode.LABEL_MISSING);
    return unique;
  }

  async function valuesOf(orgId: string, data: ParsedRequestOf<"/vehicle-licence-plate/add">): Promise<PlateValues> {
    return {
      plateNumber: data.plateNumber,
      plateKey: plateKey(data.plateNumber),
      vehicleType: data.vehicleType,
      model: data.model.trim(),
      owner: data.owner.trim(),
      phone: data.phone.trim(),
      brand: data.brand,
      color: data.color,
      labelIds: await checkLabels(orgId, data.labelIds),
    };
  }

  return {
    capacity,

    async groups(caller: Caller, data: ParsedRequestOf<"/vehicle-licence-plate-group/list">) {
      const page = await repo.groups(orgOf(caller), data.keyword?.trim() || undefined, (data.pageNum - 1) * data.pageSize, data.pageSize);
      return { total: page.total, list: page.list.map(groupView), capacity };
    },

    async addGroup(caller: Caller, name: string) {
      try {
        return groupView({ ...(await repo.addGroup(orgOf(caller), name.trim())), plateCount: 0 });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.GROUP_NAME_EXISTS);
        throw err;
      }
    },

    async renameGroup(caller: Caller, groupId: string, name: string) {
      await requireGroup(orgOf(caller), groupId);
      try {
        await repo.renameGroup(orgOf(caller), groupId, name.trim());
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.GROUP_NAME_EXISTS);
        throw err;
      }
      return groupView(await requireGroup(orgOf(caller), groupId));
    },

    async deleteGroup(caller: Caller, groupId: string) {
      const removed = isUuid(groupId) ? await repo.deleteGroup(orgOf(caller), groupId) : [];
      if (removed.length === 0) throw new AppError(PlateCode.GROUP_MISSING);
      return removed;
    },

    async plates(caller: Caller, data: ParsedRequestOf<"/vehicle-licence-plate/list">) {
      await requireGroup(orgOf(caller), data.groupId);
      const page = await repo.platePage(orgOf(caller), data.groupId, data.keyword?.trim() || undefined, (data.pageNum - 1) * data.pageSize, data.pageSize);
      return { total: page.total, list: page.list.map(plateView) };
    },

    async addPlate(caller: Caller, data: ParsedRequestOf<"/vehicle-licence-plate/add">) {
      const orgId = orgOf(caller);
      await requireGroup(orgId, data.groupId);
      const values = await valuesOf(orgId, data);
      let result: Awaited<ReturnType<PlateRepository["insertWithin"]>>;
      try {
        result = await repo.insertWithin(orgId, data.groupId, [values], capacity);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.PLATE_EXISTS);
        throw err;
      }
      if (result === "missing") throw new AppError(PlateCode.GROUP_MISSING);
      if (result === "full") throw new AppError(PlateCode.CAPACITY_EXCEEDED, { capacity });
      return plateView(result[0]!);
    },

    async editPlate(caller: Caller, data: ParsedRequestOf<"/vehicle-licence-plate/edit">) {
      const orgId = orgOf(caller);
      if (!isUuid(data.plateId)) throw new AppError(PlateCode.PLATE_MISSING);
      await requireGroup(orgId, data.groupId);
      const values = await valuesOf(orgId, data);
      let result: Awaited<ReturnType<PlateRepository["updatePlate"]>>;
      try {
        result = await repo.updatePlate(orgId, data.plateId, data.groupId, values, capacity);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.PLATE_EXISTS);
        throw err;
      }
      if (result === "missing") throw new AppError(PlateCode.PLATE_MISSING);
      if (result === "full") throw new AppError(PlateCode.CAPACITY_EXCEEDED, { capacity });
      return plateView(result);
    },

    /** Plates of the organization among `plateIds` go; answers them (others name nothing). */
    async deletePlates(caller: Caller, plateIds: readonly string[]) {
      return repo.deletePlates(orgOf(caller), plateIds.filter(isUuid));
    },

    /** All or nothing: any refused row imports none (the console says so before the upload). */
    async importPlates(caller: Caller, groupId: string, files: readonly UploadedFile[]) {
      const orgId = orgOf(caller);
      const group = await requireGroup(orgId, groupId);
      const file = files.find((f) => f.fieldName === "file");
      if (!file || files.length !== 1) throw invalid("file", "empty");
      if (!SPREADSHEET.test(file.filename)) throw invalid("file", "type");
      if (file.data.length > PLATE_IMPORT_MAX_BYTES) throw invalid("file", "size");
      const sheet = readSheet(file.data);
      if (!sheet) return { imported: 0, total: 0, errors: [{ row: 0, column: null, reason: "unreadable" as const }] };
      const parsed = parsePlateRows(sheet);
      if (parsed.total > capacity) throw new AppError(PlateCode.CAPACITY_EXCEEDED, { capacity });
      const existing = await repo.existingKeys(group.id, parsed.values.map((v) => v.plateKey));
      const errors = [...parsed.errors];
      if (existing.size > 0) {
        for (const v of parsed.values) if (existing.has(v.plateKey)) errors.push({ row: parsed.rowOf.get(v.plateKey) ?? 0, column: "plateNumber", reason: "exists" });
        errors.sort((a, b) => a.row - b.row);
      }
      if (errors.length > 0) return { imported: 0, total: parsed.total, errors };
      let result: Awaited<ReturnType<PlateRepository["insertWithin"]>>;
      try {
        result = await repo.insertWithin(orgId, group.id, parsed.values, capacity);
      } catch (err) {
        // A plate added by someone else since the check above.
        if (isUniqueViolation(err)) throw new AppError(PlateCode.PLATE_EXISTS);
        throw err;
      }
      if (result === "missing") throw new AppError(PlateCode.GROUP_MISSING);
      if (result === "full") throw new AppError(PlateCode.CAPACITY_EXCEEDED, { capacity });
      return { imported: result.length, total: parsed.total, errors: [] };
    },

    template: (locale: Locale) => plateTemplate(locale),

    async labels(caller: Caller) {
      const rows = await repo.labels(orgOf(caller));
      return { list: rows.map((r) => ({ labelId: r.id, labelName: r.name, plateCount: r.plateCount })) };
    },

    async addLabel(caller: Caller, name: string) {
      try {
        const row = await repo.addLabel(orgOf(caller), name.trim());
        return { labelId: row.id, labelName: row.name, plateCount: 0 };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.LABEL_NAME_EXISTS);
        throw err;
      }
    },

    async renameLabel(caller: Caller, labelId: string, name: string) {
      const orgId = orgOf(caller);
      if (!isUuid(labelId)) throw new AppError(PlateCode.LABEL_MISSING);
      try {
        if (!(await repo.renameLabel(orgId, labelId, name.trim()))) throw new AppError(PlateCode.LABEL_MISSING);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(PlateCode.LABEL_NAME_EXISTS);
        throw err;
      }
      const label = (await repo.labels(orgId)).find((l) => l.id === labelId);
      return { labelId, labelName: label?.name ?? name.trim(), plateCount: label?.plateCount ?? 0 };
    },

    async deleteLabel(caller: Caller, labelId: string) {
      const removed = isUuid(labelId) ? await repo.deleteLabel(orgOf(caller), labelId) : [];
      if (removed.length === 0) throw new AppError(PlateCode.LABEL_MISSING);
      return removed;
    },

    /** Of `groupIds`, those that are libraries of the organization (alarm rules check references). */
    async existingGroupIds(orgId: string, groupIds: readonly string[]): Promise<string[]> {
      return repo.existingGroupIds(orgId, groupIds.filter(isUuid));
    },

    /** Libraries of the organization holding `plate` (in any spelling), for the rule evaluator. */
    async groupsHoldingPlate(orgId: string, plate: string): Promise<Set<string>> {
      const key = plateKey(plate);
      return new Set(key === "" ? [] : await repo.groupsHolding(orgId, key));
    },
  };
}

export type PlateService = ReturnType<typeof createPlateService>;
