import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import {
  moduleFunctionsSchema,
  opLogExportRequestSchema,
  opLogExportSchema,
  opLogPageSchema,
  opLogPutRequestSchema,
  opLogQuerySchema,
} from "../schemas/op-logs.js";
import { defineEndpoints } from "./define.js";

const OPLOG = ["vms_system_oplog_qry"] as const;

/** Operation logs (spec §2 /privacySecurity/operation-logs, §7 "Logs and system"). */
export const opLogEndpoints = defineEndpoints({
  "/log/op-logs/list": { summary: "Pages the organization's operation log (range ≤ 31 days; by operator and module). Without vms_org_qry, one's own lines.", tag: "logs", auth: "session", anyOf: OPLOG, request: opLogQuerySchema, response: opLogPageSchema },
  "/log/op-logs/export": { summary: "Writes the matching operation-log lines to an xlsx file and answers its short-lived download URL (33890 on failure).", tag: "logs", auth: "session", anyOf: OPLOG, request: opLogExportRequestSchema, response: opLogExportSchema },
  "/log/module-functions/get": { summary: "Modules of the operation log and their actions, for the module filter.", tag: "logs", auth: "session", anyOf: OPLOG, request: emptySchema, response: moduleFunctionsSchema },
  "/op-logs/put": { summary: "Writes a console-side operation (download-task create, clear …) to the caller's operation log.", tag: "logs", auth: "session", request: opLogPutRequestSchema, response: emptyResultSchema },
});
