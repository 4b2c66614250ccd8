import { importDetail } from "@vms/api-client";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PlateService } from "./plate-service.js";

/** Plate libraries, plates, import and labels (spec §7 Plates). */
export function registerPlateHandlers(table: HandlerTable, plates: PlateService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/vehicle-licence-plate-group/list": ({ caller, data }) => plates.groups(caller, data),
    "/vehicle-licence-plate-group/add": ({ caller, data }) => plates.addGroup(caller, data.groupName),
    "/vehicle-licence-plate-group/edit": ({ caller, data }) => plates.renameGroup(caller, data.groupId, data.groupName),
    "/vehicle-licence-plate-group/delete": (c) =>
      auditedRemoval(opLog, c, "plate", "vehicle-licence-plate-group.delete", c.data.groupId)(plates.deleteGroup(c.caller, c.data.groupId)),
    "/vehicle-licence-plate/list": ({ caller, data }) => plates.plates(caller, data),
    "/vehicle-licence-plate/add": ({ caller, data }) => plates.addPlate(caller, data),
    "/vehicle-licence-plate/edit": ({ caller, data }) => plates.editPlate(caller, data),
    "/vehicle-licence-plate/delete": (c) =>
      auditedRemoval(opLog, c, "plate", "vehicle-licence-plate.delete", c.data.plateIds.join(", "))(plates.deletePlates(c.caller, c.data.plateIds)),
    "/vehicle-licence-plate/import": async (c) => {
      const result = await plates.importPlates(c.caller, c.data.groupId, c.files);
      // The line says which file, how many rows and the outcome (issue 28); a refused file changed
      // no row, yet who tried to import what is an operation too.
      const file = c.files.find((f) => f.fieldName === "file")?.filename ?? "";
      const refused = new Set(result.errors.map((e) => e.row)).size;
      const detail = importDetail({ imported: result.imported, total: result.total, refused, file });
      opLog?.({ orgId: c.caller.user.orgId, userId: c.caller.user.userId, module: "plate", action: "vehicle-licence-plate.import", detail, ip: c.request.ip, ...(result.imported === 0 ? { noRowChange: true as const } : {}) });
      return result;
    },
    "/vehicle-licence-plate/template/get": ({ locale }) => plates.template(locale),
    "/vehicle-licence-plate-label/list": ({ caller }) => plates.labels(caller),
    "/vehicle-licence-plate-label/add": ({ caller, data }) => plates.addLabel(caller, data.labelName),
    "/vehicle-licence-plate-label/edit": ({ caller, data }) => plates.renameLabel(caller, data.labelId, data.labelName),
    "/vehicle-licence-plate-label/delete": (c) =>
      auditedRemoval(opLog, c, "plate", "vehicle-licence-plate-label.delete", c.data.labelId)(plates.deleteLabel(c.caller, c.data.labelId)),
  });
}
