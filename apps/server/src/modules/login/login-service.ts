import { Code, type LoginErrorTip, type LoginResult } from "@vms/api-client";
import type { AppDatabase } from "../../db/database.js";
import { AppError } from "../../core/app-error.js";
import { type AccountDirectory, type LoginAccount } from "../accounts/account-directory.js";
import { normaliseLoginName } from "../../core/login-name.js";
import { preCheckKey } from "../../core/pre-check.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { loadUserView, userSummary } from "../access/user-view.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import type { LoginLogService } from "../login-logs/login-log-service.js";
import type { MfaService } from "../mfa/mfa-service.js";
import { verifyPassword } from "../passwords/password-hasher.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { ClientInfo, SessionService } from "../sessions/session-service.js";
import type { FailureSubject, LoginFailures } from "./login-failures.js";

/** What /user/pre-check and /user/login send (never logged). */
export interface Credentials {
  loginName: string;
  password: string;
  idCode?: string | undefined;
  imgCode?: string | undefined;
}

export interface LoginDeps {
  db: AppDatabase;
  accounts: AccountDirectory;
  failures: LoginFailures;
  captchas: CaptchaService;
  mfa: MfaService;
  sessions: SessionService;
  logs: LoginLogService;
  counters: RateCounters;
  settings: AuthSettings;
  now?: () => number;
}

const ACTIVE = 1;

/** "a***@demo.local": enough to recognise one's address, not to learn somebody else's. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

const failure = (code: number, tip: LoginErrorTip) => new AppError(code, { loginErrorTip: tip });

/** Sign-in (decision 0002 "Sign-in"): lockout, image code, second factor, login log. */
export function createLoginService(deps: LoginDeps) {
  const { accounts, failures, captchas, mfa, sessions, logs, counters, settings } = deps;
  const now = deps.now ?? Date.now;
  const locked = (until: number) => failure(Code.ACCOUNT_LOCKED, { lockExpireTime: until, remainTimes: 0 });

  /**
   * Runs one attempt and writes it to login_logs with its outcome. A sign-in is one row: a passed
   * pre-check is only its first half (the login that follows writes the outcome, a second factor
   * included), so `logSuccess: false` records failures only.
   */
  async function logged<T>(
    name: string,
    account: LoginAccount | null,
    client: ClientInfo,
    run: () => Promise<T>,
    { logSuccess = true } = {},
  ): Promise<T> {
    const record = (code: number) =>
      logs.record({ loginName: name, orgId: account?.orgId ?? null, userId: account?.id ?? null, code, ip: client.ip, userAgent: client.userAgent, at: new Date(now()) });
    try {
      const result = await run();
      if (logSuccess) await record(Code.OK);
      return result;
    } catch (err) {
      await record(err instanceof AppError ? err.code : Code.INTERNAL);
      throw err;
    }
  }

  /**
   * The password step shared by pre-check and login. Unknown names go through the very same
   * steps (failure counter, image code, a dummy argon2 verify) and get the same answers.
   */
  async function checkPassword(
    subject: FailureSubject,
    input: Credentials,
    client: ClientInfo,
    { imageCodeProven = false } = {},
  ): Promise<LoginAccount> {
    const at = now();
    if (!(await counters.allow(`login-ip:${client.ip}`, 60_000, settings.loginIpPerMinute, new Date(at)))) {
      throw new AppError(Code.TOO_FREQUENT);
    }
    const state = await failures.read(subject, at);
    if (state.lockedUntil !== null) throw locked(state.lockedUntil);
    const remainTimes = settings.loginMaxFails - state.fails;
    if (state.fails >= settings.captchaAfterFails && !imageCodeProven) {
      if (!input.idCode || !input.imgCode) throw failure(Code.IMG_CODE_REQUIRED, { needImgCode: true, remainTimes });
      if (!(await captchas.consume(input.idCode, input.imgCode))) throw failure(Code.IMG_CODE_WRONG, { needImgCode: true, remainTimes });
    }
    const account = subject.account;
    // Unknown names verify against a dummy hash: the same work, so the same response time.
    const passwordOk = await verifyPassword(account?.passwordHash, input.password);
    if (!account || !passwordOk) {
      const after = await failures.fail(subject, at);
      if (after.lockedUntil !== null) throw locked(after.lockedUntil);
      throw failure(Code.WRONG_CREDENTIALS, {
        remainTimes: settings.loginMaxFails - after.fails,
        needImgCode: after.fails >= settings.captchaAfterFails,
      });
    }
    // Only now, with the right password, may the answer reveal the account's state.
    if (account.state !== ACTIVE) throw new AppError(Code.ACCOUNT_DISABLED);
    if (account.orgState !== ACTIVE) throw new AppError(Code.ORG_DISABLED);
    return account;
  }

  async function subjectOf(loginName: string): Promise<FailureSubject> {
    const name = normaliseLoginName(loginName);
    const account = await accounts.findLiveByEmail(name);
    return account ? { account, name } : { account: null, name };
  }

  /**
   * True when a pre-check for this name passed (right password, image code when one was due)
   * within the DBL_CHECK window: the login that completes it must not ask for a second image
   * code, or a user with MFA could never finish (the pre-check used the image up).
   */
  async function preCheckPassed(name: string): Promise<boolean> {
    const marker = await counters.get(preCheckKey(name));
    return marker !== null && now() - marker.windowStart.getTime() <= settings.dblCheckWindowMs;
  }

  const requirementOf = (account: LoginAccount) =>
    mfa.requirement({ id: account.id, mfaEnabled: account.mfaEnabled, orgMfaEnforced: account.orgMfaEnforced });

  return {
    async preLogin(loginName: string) {
      const state = await failures.read(await subjectOf(loginName), now());
      return {
        needImgCode: state.fails >= settings.captchaAfterFails,
        locked: state.lockedUntil !== null,
        lockExpireTime: state.lockedUntil,
      };
    },

    async preCheck(input: Credentials, client: ClientInfo) {
      const subject = await subjectOf(input.loginName);
      return logged(subject.name, subject.account, client, async () => {
        const account = await checkPassword(subject, input, client);
        // Failures are only forgotten by a complete login: resetting here would let a script
        // alternate pre-check and login to try second-factor codes without ever locking.
        await counters.set(preCheckKey(subject.name), { count: 1, windowStart: new Date(now()) });
        const requirement = await requirementOf(account);
        return { mfaRequired: requirement.required, mfaTypes: requirement.types, maskedEmail: maskEmail(account.email) };
      }, { logSuccess: false });
    },

    async login(input: Credentials & { loginTypeEnum?: string | undefined; dynamicCode?: string | undefined }, client: ClientInfo): Promise<LoginResult> {
      const subject = await subjectOf(input.loginName);
      return logged(subject.name, subject.account, client, async () => {
        const imageCodeProven = await preCheckPassed(subject.name);
        const account = await checkPassword(subject, input, client, { imageCodeProven });
        const mfaVerified = (await requirementOf(account)).required;
        if (mfaVerified) {
          try {
            await mfa.verifyAtLogin(account, input.loginTypeEnum, input.dynamicCode);
          } catch (err) {
            // A wrong code counts like a wrong password, so app codes cannot be tried endlessly.
            if (input.dynamicCode && err instanceof AppError && err.code === Code.MFA_CODE_WRONG) await failures.fail(subject, now());
            throw err;
          }
        }
        await failures.reset(subject);
        await counters.remove(preCheckKey(subject.name));
        const issued = await sessions.issue({ userId: account.id, orgId: account.orgId, mfaVerified }, client);
        const view = await loadUserView(deps.db, account.id);
        if (!view) throw new AppError(Code.TOKEN_INVALID);
        const { token, sid, expireTime, expiresIn } = issued;
        return { token, sid, expireTime, expiresIn, user: userSummary(view) };
      });
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
