import { Code } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { normaliseLoginName } from "../../core/login-name.js";
import type { LoginLogRepository } from "./login-log-repository.js";
import { hasCode } from "../../core/caller.js";

/** Spec §5: a date range spans at most 31 days. */
const MAX_RANGE_MS = 31 * 86_400_000;

/**
 * /log/login-logs/list: one's own history (SELF), or the organization's (ORG: vms_system_loginlog_qry
 * together with vms_org_qry, see decision 0002).
 */
export function registerLoginLogHandlers(table: HandlerTable, logs: LoginLogRepository): void {
  registerHandlers(table, {
    "/log/login-logs/list": async ({ data, caller }) => {
      const { startTime, endTime } = data;
      if (startTime !== undefined && endTime !== undefined && (endTime < startTime || endTime - startTime > MAX_RANGE_MS)) {
        throw new AppError(Code.INVALID_DATA, { issues: [{ path: "endTime", message: "range" }] });
      }
      const scope =
        data.scope === "ORG"
          ? { orgId: caller.user.orgId }
          : // SELF stays inside the caller's organization too (a user id never crosses organizations).
            { orgId: caller.user.orgId, userId: caller.user.userId };
      // The built-in ordinary user holds vms_system_loginlog_qry for its own history (the
      // personal-logs page): everybody's sign-ins (IPs, browsers) also need the organization view.
      if (data.scope === "ORG" && !(hasCode(caller, RES.SYSTEM_LOGINLOG_QRY) && hasCode(caller, RES.ORG_QRY))) {
        throw new AppError(Code.NO_PERMISSION);
      }
      const { total, rows } = await logs.page(
        {
          ...scope,
          ...(startTime !== undefined ? { from: new Date(startTime) } : {}),
          ...(endTime !== undefined ? { to: new Date(endTime) } : {}),
          ...(data.loginName ? { loginName: normaliseLoginName(data.loginName) } : {}),
        },
        data.pageNum,
        data.pageSize,
      );
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          loginName: row.loginName,
          userName: row.userName ?? "",
          success: row.success,
          code: row.code,
          ip: row.ip,
          userAgent: row.userAgent,
          createTime: row.createdAt.getTime(),
        })),
      };
    },
  });
}
