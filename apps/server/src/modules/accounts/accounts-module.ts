import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../../config.js";
import type { AppDatabase } from "../../db/database.js";
import type { HandlerTable } from "../../plugins/envelope/handler-table.js";
import { createCallerLoader, type CallerLoader } from "../access/caller.js";
import { createCaptchaService } from "../captcha/captcha-service.js";
import { registerCaptchaHandlers } from "../captcha/captcha-handlers.js";
import { svgCaptchaGenerator, type CaptchaGenerator } from "../captcha/captcha-generator.js";
import { purgeExpiredRows, startExpiredRowsCleanup } from "../cleanup/expired-rows-cleanup.js";
import { seedDemo } from "../demo/demo-seed.js";
import { registerEmailCodeHandlers } from "../email-codes/email-code-handlers.js";
import { createEmailCodeRepository } from "../email-codes/email-code-repository.js";
import { createEmailCodeService } from "../email-codes/email-code-service.js";
import { registerFuncResHandlers } from "../func-res/func-res-handlers.js";
import { registerLoginLogHandlers } from "../login-logs/login-log-handlers.js";
import { createLoginLogRepository } from "../login-logs/login-log-repository.js";
import { createLoginFailures } from "../login/login-failures.js";
import { registerLoginHandlers } from "../login/login-handlers.js";
import { createLoginService } from "../login/login-service.js";
import type { Mailer } from "../mail/mailer.js";
import { registerMfaHandlers } from "../mfa/mfa-handlers.js";
import { createMfaRepository } from "../mfa/mfa-repository.js";
import { createMfaService } from "../mfa/mfa-service.js";
import { createRateCounters } from "../rate-limits/rate-counters.js";
import { upsertBuiltInRoles } from "../roles/built-in-roles.js";
import { createSessionRepository } from "../sessions/session-repository.js";
import { createSessionService, type RevocationListener, type SessionService } from "../sessions/session-service.js";
import { registerAvatarRoute } from "../users/avatar-route.js";
import { createAvatarService } from "../users/avatar-service.js";
import { registerUserHandlers } from "../users/user-handlers.js";
import { createUserRepository } from "../users/user-repository.js";
import { createUserService } from "../users/user-service.js";
import { registerAccountHandlers } from "./account-handlers.js";
import { createAccountRepository } from "./account-repository.js";
import { createAccountService } from "./account-service.js";
import { authSettings, type AuthTuning } from "./auth-settings.js";

export interface AccountsModuleDeps {
  app: FastifyInstance;
  config: ServerConfig;
  db: AppDatabase;
  handlers: HandlerTable;
  mailer: Mailer;
  captcha?: CaptchaGenerator | undefined;
  tuning?: AuthTuning | undefined;
  /** The push hub, read at revocation time (it may be created after this module). */
  revocations?: () => RevocationListener | null;
  cleanupIntervalMs?: number | undefined;
  /** Clock of sessions, locks, codes and captchas (tests move it forward instead of sleeping). */
  now?: (() => number) | undefined;
}

/** What the rest of the app uses: the dispatcher's sessions and callers. */
export interface AccountsModule {
  sessions: SessionService;
  callers: CallerLoader;
}

/**
 * Step 2 on the server (decision 0002): built-in roles, demo seed, sessions, sign-in, codes,
 * accounts, profile, MFA, permissions and login logs, plus the periodic cleanup of their rows.
 */
export async function registerAccountsModule(deps: AccountsModuleDeps): Promise<AccountsModule> {
  const { app, config, db, handlers } = deps;
  const now = deps.now ?? Date.now;
  const settings = authSettings(config, deps.tuning);
  await upsertBuiltInRoles(db);
  if (config.demo) await seedDemo(db, app.log);

  const counters = createRateCounters(db);
  const accounts = createAccountRepository(db);
  const sessions = createSessionService(createSessionRepository(db), {
    ttlS: settings.tokenTtlS,
    renewalGraceMs: settings.renewalGraceMs,
    listener: deps.revocations ?? (() => null),
    now,
  });
  const captchas = createCaptchaService(db, deps.captcha ?? svgCaptchaGenerator, settings.captchaTtlMs, now);
  const codes = createEmailCodeService({ codes: createEmailCodeRepository(db), counters, mailer: deps.mailer, settings, now });
  const mfa = createMfaService({ db, mfa: createMfaRepository(db), codes, now });
  const logs = createLoginLogRepository(db);
  const login = createLoginService({
    db, accounts, captchas, mfa, sessions, logs, counters, settings, now,
    failures: createLoginFailures(accounts, counters, settings),
  });
  const avatars = createAvatarService(db);

  registerLoginHandlers(handlers, login, sessions);
  registerCaptchaHandlers(handlers, captchas);
  registerEmailCodeHandlers(handlers, { codes, accounts, captchas, counters, settings, now });
  registerAccountHandlers(handlers, createAccountService({ db, accounts, codes, sessions, counters, settings, now }), captchas);
  registerUserHandlers(handlers, createUserService({ db, users: createUserRepository(db), accounts, sessions, now }), avatars);
  registerMfaHandlers(handlers, mfa);
  registerFuncResHandlers(handlers);
  registerLoginLogHandlers(handlers, logs);
  registerAvatarRoute(app, avatars);

  const stopCleanup = startExpiredRowsCleanup((now) => purgeExpiredRows(db, now), app.log, deps.cleanupIntervalMs);
  app.addHook("onClose", async () => stopCleanup());

  return { sessions, callers: createCallerLoader(db) };
}
