import { Code, type MfaState } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import { RES } from "@vms/permissions";
import type { AppDatabase } from "../../db/database.js";
import { AppError } from "../../core/app-error.js";
import { loadUserView } from "../access/user-view.js";
import { mfaCodeError, type EmailCodeService } from "../email-codes/email-code-service.js";
import type { MfaFactorType, MfaRepository } from "./mfa-repository.js";
import { verifyPassword } from "../passwords/password-hasher.js";
import { newOtpSecret, otpauthUri, totpTimeStep } from "./totp.js";
import { hasCode, type Caller } from "../../core/caller.js";

/** Whether sign-in needs a second factor, and which ones the user may use. */
export interface MfaRequirement {
  required: boolean;
  types: MfaFactorType[];
}

export interface MfaDeps {
  db: AppDatabase;
  mfa: MfaRepository;
  codes: EmailCodeService;
  /** The account's password hash, which confirms removing a factor. */
  passwordHashOf: (userId: string) => Promise<string | null>;
  now?: () => number;
}

/** MFA (spec §3 MFA, §7 /user/mfa/*; decision 0002). */
export function createMfaService({ db, mfa, codes, passwordHashOf, now = Date.now }: MfaDeps) {
  async function state(userId: string): Promise<MfaState> {
    const user = await loadUserView(db, userId);
    if (!user) throw new AppError(Code.TOKEN_INVALID);
    const factors = await mfa.factors(userId);
    return {
      mfaEnabled: user.mfaEnabled,
      orgEnforced: user.orgMfaEnforced,
      mfaList: factors.map((f) => ({ type: f.type, enabled: f.verified, createTime: f.createdAt.getTime() })),
    };
  }

  /** A right app code is accepted once: its time step must be newer than the last one used. */
  async function acceptTotp(userId: string, secret: string, code: string): Promise<void> {
    const step = await totpTimeStep(secret, code, now());
    if (step === null || !(await mfa.claimTimeStep(userId, step))) throw new AppError(Code.MFA_CODE_WRONG);
  }

  /** EMAIL is always offered (the login name is an address); OTP once an app was proved. */
  async function requirement(user: { id: string; mfaEnabled: boolean; orgMfaEnforced: boolean }): Promise<MfaRequirement> {
    const otp = await mfa.factor(user.id, "OTP");
    const types: MfaFactorType[] = otp?.verified ? ["EMAIL", "OTP"] : ["EMAIL"];
    return { required: user.mfaEnabled || user.orgMfaEnforced, types };
  }

  return {
    state,
    requirement,

    /** SELF switches one's own MFA; ORG (mfa_config_switch_mgr) requires it for everybody. */
    async set(caller: Caller, input: { enabled: boolean; scope: "SELF" | "ORG" }): Promise<MfaState> {
      if (input.scope === "ORG") {
        if (!hasCode(caller, RES.MFA_CONFIG_SWITCH_MGR)) throw new AppError(Code.NO_PERMISSION);
        await mfa.setOrgEnforced(caller.user.orgId, input.enabled);
      } else {
        await mfa.setUserEnabled(caller.user.userId, input.enabled);
      }
      return state(caller.user.userId);
    },

    /** OTP: a new secret to scan (answered once, here only). EMAIL: a code to the user's address. */
    async create(caller: Caller, type: MfaFactorType, locale: Locale, ip: string) {
      const { userId, email } = caller.user;
      if (type === "OTP") {
        const secret = newOtpSecret();
        await mfa.start(userId, "OTP", secret, new Date(now()));
        return { type, secret, otpauthUri: otpauthUri(secret, email) };
      }
      const sent = await codes.send({ target: email, purpose: "MFA_SETUP", locale, ip });
      return { type, resendAfter: sent.resendAfter };
    },

    /** Proves a factor with its code: 33671 wrong, 33672 expired or never started. */
    async verify(caller: Caller, type: MfaFactorType, code: string): Promise<MfaState> {
      const { userId, email } = caller.user;
      if (type === "OTP") {
        const factor = await mfa.factor(userId, "OTP");
        if (!factor?.secret) throw new AppError(Code.MFA_CODE_EXPIRED);
        await acceptTotp(userId, factor.secret, code);
      } else {
        const check = await codes.check(email, "MFA_SETUP", code);
        if (check !== "ok") throw mfaCodeError(check);
      }
      await mfa.markVerified(userId, type, new Date(now()));
      return state(userId);
    },

    /**
     * Removes a factor once the user proves it is them: the password (20005 wrong) or a current
     * code of their authenticator app (33671 wrong or no app), as a signed-in console left open
     * must not be enough to strip the account's second factor.
     */
    async remove(caller: Caller, input: { type: MfaFactorType; password?: string | undefined; code?: string | undefined }): Promise<MfaState> {
      const { userId } = caller.user;
      if (input.password !== undefined) {
        if (!(await verifyPassword(await passwordHashOf(userId), input.password))) throw new AppError(Code.WRONG_CREDENTIALS);
      } else {
        const app = await mfa.factor(userId, "OTP");
        if (!app?.verified || !app.secret) throw new AppError(Code.MFA_CODE_WRONG);
        await acceptTotp(userId, app.secret, input.code ?? "");
      }
      await mfa.remove(userId, input.type);
      return state(userId);
    },

    /**
     * The second factor at sign-in: OTP against the proved app, DYNAMIC_CODE against the
     * DBL_CHECK e-mail code. Missing or wrong → 33671, expired or never sent → 33672.
     */
    async verifyAtLogin(user: { id: string; email: string }, loginType: string | undefined, code: string | undefined): Promise<void> {
      if (!code || (loginType !== "OTP" && loginType !== "DYNAMIC_CODE")) throw new AppError(Code.MFA_CODE_WRONG);
      if (loginType === "OTP") {
        const factor = await mfa.factor(user.id, "OTP");
        if (!factor?.verified || !factor.secret) throw new AppError(Code.MFA_CODE_WRONG);
        await acceptTotp(user.id, factor.secret, code);
        return;
      }
      const check = await codes.check(user.email, "DBL_CHECK", code);
      if (check !== "ok") throw mfaCodeError(check);
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
