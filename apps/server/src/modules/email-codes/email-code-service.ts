import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { Code } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import { AppError } from "../../core/app-error.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { renderCodeMail } from "../mail/code-mail.js";
import type { Mailer } from "../mail/mailer.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { CodePurpose, EmailCodeRepository } from "./email-code-repository.js";

/** Outcome of checking a code: callers map it to their own codes (1007/1008/1009, 33671/33672). */
export type CodeCheck = "ok" | "wrong" | "expired" | "none";

/** What /code/dynamic/create and friends answer. */
export interface CodeSent {
  resendAfter: number;
  expireSeconds: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// Bound to address and purpose so a leaked row cannot be replayed for another account or flow.
const codeHash = (target: string, purpose: CodePurpose, code: string) =>
  createHash("sha256").update(`${purpose}:${target}:${code}`, "utf8").digest("hex");

/** Six digits, uniformly drawn (spec §9 "e-mail code 6 characters"). */
export function newEmailCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export interface EmailCodeDeps {
  codes: EmailCodeRepository;
  counters: RateCounters;
  mailer: Mailer;
  settings: AuthSettings;
  now?: () => number;
}

/** E-mail codes (decision 0002): sending with its limits, and checking. */
export function createEmailCodeService({ codes, counters, mailer, settings, now = Date.now }: EmailCodeDeps) {
  /** 20023 within the resend interval (with `resendAfter` seconds), 1024 beyond the daily limit, 6001 beyond the IP limit. */
  async function checkLimits(target: string, purpose: CodePurpose, ip: string, at: Date): Promise<void> {
    const last = await codes.lastSentAt(target, purpose);
    const waited = last ? at.getTime() - last.getTime() : Infinity;
    // The seconds still to wait let the console count down from the truth, not from 120.
    if (waited < settings.codeResendMs) throw new AppError(Code.TOO_FREQUENT_CODE, { resendAfter: Math.ceil((settings.codeResendMs - waited) / 1000) });
    if (!(await counters.allow(`code-ip:${ip}`, HOUR_MS, settings.codeIpHourlyLimit, at))) throw new AppError(Code.TOO_FREQUENT);
    if (!(await counters.allow(`code-day:${target}`, DAY_MS, settings.codeDailyLimit, at))) throw new AppError(Code.SEND_LIMIT);
  }

  return {
    /**
     * Mails a new code to `target` (lower-cased address). `deliver: false` applies the limits
     * and answers as if sent without mailing anything: a reset request for an unknown address
     * must look exactly like one for a known address.
     */
    async send(input: { target: string; purpose: CodePurpose; locale: Locale; ip: string; deliver?: boolean }): Promise<CodeSent> {
      const at = new Date(now());
      await checkLimits(input.target, input.purpose, input.ip, at);
      const answer: CodeSent = { resendAfter: Math.round(settings.codeResendMs / 1000), expireSeconds: Math.round(settings.codeTtlMs / 1000) };
      if (input.deliver === false) return answer;
      const code = newEmailCode();
      const id = await codes.replace(input.target, input.purpose, codeHash(input.target, input.purpose, code), at, new Date(at.getTime() + settings.codeTtlMs));
      const mail = renderCodeMail(input.locale, { code, purpose: input.purpose, minutes: Math.round(settings.codeTtlMs / 60_000) });
      try {
        await mailer.send({ to: input.target, ...mail });
      } catch (err) {
        // A code nobody received must not block the next request for 120 s, nor stay usable.
        await codes.remove(id);
        throw err;
      }
      return answer;
    },

    /**
     * Checks `code`; `ok` uses it up unless `keep` (a caller that may still refuse the request for
     * another reason checks first and uses the code once it accepts). Five wrong tries burn it
     * (decision 0002).
     */
    async check(target: string, purpose: CodePurpose, code: string, { keep = false } = {}): Promise<CodeCheck> {
      const at = new Date(now());
      const stored = await codes.latestOpen(target, purpose);
      if (!stored) return "none";
      if (stored.expiresAt.getTime() <= at.getTime()) return "expired";
      const expected = Buffer.from(stored.codeHash, "hex");
      const given = Buffer.from(codeHash(target, purpose, code.trim()), "hex");
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await codes.countWrong(stored.id, settings.codeMaxAttempts, at);
        return "wrong";
      }
      if (keep) return "ok";
      return (await codes.use(stored.id, at)) ? "ok" : "none";
    },
  };
}
export type EmailCodeService = ReturnType<typeof createEmailCodeService>;

/** Codes of /user/register and /user/password/reset for a failed check (spec §8 captcha group). */
export function registerCodeError(check: Exclude<CodeCheck, "ok">): AppError {
  if (check === "wrong") return new AppError(Code.EMAIL_CODE_WRONG);
  if (check === "expired") return new AppError(Code.EMAIL_CODE_EXPIRED);
  return new AppError(Code.CODE_NOT_SENT);
}

/** Codes of a failed second factor (33671 wrong, 33672 expired or never sent). */
export function mfaCodeError(check: Exclude<CodeCheck, "ok">): AppError {
  return new AppError(check === "wrong" ? Code.MFA_CODE_WRONG : Code.MFA_CODE_EXPIRED);
}
