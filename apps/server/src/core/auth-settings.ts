import type { ServerConfig } from "./config.js";

/** Limits and lifetimes of sign-in, sessions and codes (decision 0002). */
export interface AuthSettings {
  tokenTtlS: number;
  /** A renewed token keeps working this long (requests already in flight). */
  renewalGraceMs: number;
  loginMaxFails: number;
  captchaAfterFails: number;
  lockMs: number;
  /** Login and pre-check attempts per client IP per minute (6001 beyond). */
  loginIpPerMinute: number;
  captchaTtlMs: number;
  /** E-mail codes: lifetime, resend interval (20023), per address per day (1024), per IP per hour (6001), wrong tries. */
  codeTtlMs: number;
  codeResendMs: number;
  codeDailyLimit: number;
  codeIpHourlyLimit: number;
  codeMaxAttempts: number;
  /** A DBL_CHECK code may be requested this long after a successful pre-check. */
  dblCheckWindowMs: number;
}

/** Values tests may shorten or raise (production uses the defaults). */
export type AuthTuning = Partial<Omit<AuthSettings, "tokenTtlS" | "loginMaxFails" | "captchaAfterFails" | "lockMs">>;

const MINUTE = 60_000;

/** The settings of this server: the environment's (config.ts) plus the fixed defaults. */
export function authSettings(config: ServerConfig, tuning: AuthTuning = {}): AuthSettings {
  return {
    tokenTtlS: config.tokenTtlS,
    loginMaxFails: config.loginMaxFails,
    captchaAfterFails: config.captchaAfterFails,
    lockMs: config.lockMinutes * MINUTE,
    renewalGraceMs: 60_000,
    loginIpPerMinute: config.loginIpPerMinute,
    captchaTtlMs: 5 * MINUTE,
    codeTtlMs: 10 * MINUTE,
    codeResendMs: 120_000,
    codeDailyLimit: 10,
    codeIpHourlyLimit: config.codeIpPerHour,
    codeMaxAttempts: 5,
    dblCheckWindowMs: 10 * MINUTE,
    ...tuning,
  };
}
