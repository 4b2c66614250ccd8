import { Code } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { AppDatabase } from "../../db/database.js";
import { AppError } from "../../core/app-error.js";
import { registerCodeError, type EmailCodeService } from "../email-codes/email-code-service.js";
import { hashPassword, verifyPassword } from "../passwords/password-hasher.js";
import { builtInRoleId } from "../roles/built-in-roles.js";
import type { Session } from "../../core/session.js";
import type { SessionService } from "../sessions/session-service.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { type AccountRepository } from "./account-repository.js";
import { normaliseLoginName } from "../../core/login-name.js";

export interface AccountDeps {
  db: AppDatabase;
  accounts: AccountRepository;
  codes: EmailCodeService;
  sessions: SessionService;
  /** /user/exist shares the per-IP sign-in budget. */
  counters: RateCounters;
  settings: Pick<AuthSettings, "loginIpPerMinute">;
  now?: () => number;
}

/** Sign-up and passwords (spec §7 /user/register, /user/password/*, /web/user/password/update). */
export function createAccountService({ db, accounts, codes, sessions, counters, settings, now = Date.now }: AccountDeps) {
  return {
    /** A new organization with this user as its administrator (decision 0002). */
    async register(input: { email: string; password: string; emailCode: string; userName: string; orgName?: string | undefined }) {
      const email = normaliseLoginName(input.email);
      if (await accounts.findLiveByEmail(email)) throw new AppError(Code.ACCOUNT_EXISTS);
      const check = await codes.check(email, "REGISTER", input.emailCode);
      if (check !== "ok") throw registerCodeError(check);
      try {
        const created = await accounts.createOrganization({
          orgName: input.orgName?.trim() || input.userName.trim(),
          email,
          userName: input.userName.trim(),
          passwordHash: await hashPassword(input.password),
          adminRoleId: await builtInRoleId(db, "orgAdmin"),
        });
        return { userId: created.userId };
      } catch (err) {
        // Two sign-ups of one address racing: the live-email index lets one through.
        if (isUniqueViolation(err)) throw new AppError(Code.ACCOUNT_EXISTS);
        throw err;
      }
    },

    async exists(loginName: string, ip: string) {
      // Without a limit the call would list an organization's addresses.
      if (!(await counters.allow(`exist-ip:${ip}`, 60_000, settings.loginIpPerMinute, new Date(now())))) throw new AppError(Code.TOO_FREQUENT);
      return { exist: (await accounts.findLiveByEmail(normaliseLoginName(loginName))) !== null };
    },

    /** Mails a reset code; an unknown address gets the same answer and no mail. */
    async sendResetCode(loginName: string, locale: Locale, ip: string) {
      const target = normaliseLoginName(loginName);
      const account = await accounts.findLiveByEmail(target);
      return codes.send({ target, purpose: "RESET_PASSWORD", locale, ip, deliver: account !== null });
    },

    /** A new password with the mailed code; every session of the account ends (20004). */
    async resetPassword(input: { loginName: string; emailCode: string; newPassword: string }) {
      const email = normaliseLoginName(input.loginName);
      const account = await accounts.findLiveByEmail(email);
      // The code first, so the answer never tells a stranger what the current password is; it is
      // kept until the new password is accepted, so a refused one does not cost a new mail.
      const proven = await codes.check(email, "RESET_PASSWORD", input.emailCode, { keep: true });
      if (proven !== "ok") throw registerCodeError(proven);
      if (!account) throw new AppError(Code.CODE_NOT_SENT);
      // Spec §5: the new password must differ from the old one (20011, as the change answers).
      if (await verifyPassword(account.passwordHash, input.newPassword)) throw new AppError(Code.SAME_PASSWORD);
      const used = await codes.check(email, "RESET_PASSWORD", input.emailCode);
      if (used !== "ok") throw registerCodeError(used);
      await accounts.setPassword(account.id, await hashPassword(input.newPassword), new Date(now()));
      await sessions.revokeUser(account.id, Code.TOKEN_INVALID);
      return {};
    },

    /** Spec §5: 20010 wrong old password, 20011 unchanged; the caller's other sessions end. */
    async updatePassword(session: Session, input: { oldPassword: string; newPassword: string }) {
      const stored = await accounts.passwordHashOf(session.userId);
      if (!(await verifyPassword(stored, input.oldPassword))) throw new AppError(Code.WRONG_OLD_PASSWORD_2);
      if (input.oldPassword === input.newPassword) throw new AppError(Code.SAME_PASSWORD);
      await accounts.setPassword(session.userId, await hashPassword(input.newPassword), new Date(now()));
      await sessions.revokeOthers(session, Code.TOKEN_INVALID);
      return {};
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
