import type { LoginResult } from "@vms/api-client";
import { expect } from "vitest";
import type { OutgoingMail, Mailer } from "../modules/mail/mailer.js";
import type { CaptchaGenerator } from "../modules/captcha/captcha-generator.js";
import { envelopeText, postRaw, type EnvelopeOverrides } from "./wire.js";

/** The secrets of a signed-in test client. */
export interface TestSession {
  token: string;
  sid: string;
}

/** An envelope answer: code, data and the raw text (for leak scans). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  data: T;
  text: string;
}

/**
 * Raw signed calls to a test server, without the api-client's exceptions: tests read codes and
 * `data` of failures. Every answer text is kept in `texts` so a test can scan them all.
 */
export function testApi(baseUrl: () => string) {
  const texts: string[] = [];
  async function call<T = Record<string, unknown>>(
    path: string,
    data: object,
    session?: TestSession | null,
    options: { headers?: Record<string, string>; envelope?: EnvelopeOverrides } = {},
  ): Promise<Answer<T>> {
    const body = envelopeText(data, { ...(session ? { token: session.token, sid: session.sid } : {}), ...options.envelope });
    const answer = await postRaw(baseUrl(), path, body, { "content-type": "application/json", ...options.headers });
    texts.push(answer.text);
    return {
      status: answer.status,
      code: answer.json?.basic.code ?? -1,
      msg: answer.json?.basic.msg ?? "",
      data: (answer.json?.data ?? null) as T,
      text: answer.text,
    };
  }

  return {
    texts,
    call,
    /** Signs in and answers the session; fails the test on any other code. */
    async login(loginName: string, password: string, extra: Record<string, unknown> = {}): Promise<LoginResult> {
      const answer = await call<LoginResult>("/user/login", { loginName, password, ...extra });
      expect(answer.code, answer.text).toBe(200);
      return answer.data;
    },
  };
}
export type TestApi = ReturnType<typeof testApi>;

/** A Mailer that keeps the mails in memory (the mail module tests SMTP and the outbox). */
export function capturingMailer() {
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      mails.push(mail);
    },
  };
  return {
    mailer,
    mails,
    /** The 6-digit code of the last mail to `to`. */
    lastCode(to: string): string {
      const mail = mails.filter((m) => m.to === to).at(-1);
      const code = mail?.text.match(/\b[0-9]{6}\b/)?.[0];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
}

/** Image codes whose answer the test knows. */
export const KNOWN_CAPTCHA = "K7PX";
export const knownCaptcha: CaptchaGenerator = () => ({ text: KNOWN_CAPTCHA, svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" });
