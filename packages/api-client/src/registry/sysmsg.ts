import { emptySchema } from "../schemas/common.js";
import { latestMaintenanceSchema } from "../schemas/sysmsg.js";
import { defineEndpoints } from "./define.js";

/** System messages of spec §7 "Logs and system" for signed-in consoles. */
export const sysmsgEndpoints = defineEndpoints({
  "/sysmsg/maintenance/latest": {
    summary: "The newest announced maintenance window that has not ended (start, end, message in en-US and zh-CN), or null.",
    tag: "system",
    auth: "session",
    request: emptySchema,
    response: latestMaintenanceSchema,
  },
});
