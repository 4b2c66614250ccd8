import type { LoginLogRepository } from "./login-log-repository.js";

/** What sign-in uses of the login logs: one row per attempt. */
export function createLoginLogService(logs: LoginLogRepository) {
  return {
    record: logs.record,
  };
}
export type LoginLogService = ReturnType<typeof createLoginLogService>;
