import { createHash, timingSafeEqual } from "node:crypto";
import { Code } from "@vms/api-client";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { captchas } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import { isUuid } from "../../core/ids.js";
import type { CaptchaGenerator } from "./captcha-generator.js";

/** Answers are compared case-insensitively (spec §5 image code) and stored hashed. */
const answerHash = (answer: string) => createHash("sha256").update(answer.trim().toUpperCase(), "utf8").digest();

function sameAnswer(storedHex: string, answer: string): boolean {
  return timingSafeEqual(Buffer.from(storedHex, "hex"), answerHash(answer));
}

/** Image captchas (spec §7 /code/pic/create, /code/pic/verify; decision 0002). */
export function createCaptchaService(db: AppDatabase, generate: CaptchaGenerator, ttlMs: number, now: () => number = Date.now) {
  const live = (id: string) => and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date(now())));

  return {
    async create(): Promise<{ idCode: string; imgCodeImgData: string; expireSeconds: number }> {
      const image = generate();
      const [row] = await db
        .insert(captchas)
        .values({ answerHash: answerHash(image.text).toString("hex"), expiresAt: new Date(now() + ttlMs) })
        .returning({ id: captchas.id });
      if (!row) throw new Error("captcha insert returned no row");
      const imgCodeImgData = `data:image/svg+xml;base64,${Buffer.from(image.svg, "utf8").toString("base64")}`;
      return { idCode: row.id, imgCodeImgData, expireSeconds: Math.round(ttlMs / 1000) };
    },

    /**
     * Checks an answer without using the captcha up when it is right (the form may still be
     * submitted with it). A wrong answer burns it: otherwise /code/pic/verify would let a script
     * try every answer of one image.
     */
    async check(idCode: string, answer: string): Promise<boolean> {
      if (!isUuid(idCode)) return false;
      const rows = await db.select({ answerHash: captchas.answerHash }).from(captchas).where(live(idCode)).limit(1);
      const row = rows[0];
      if (!row) return false;
      if (sameAnswer(row.answerHash, answer)) return true;
      await db.update(captchas).set({ usedAt: new Date(now()) }).where(eq(captchas.id, idCode));
      return false;
    },

    /** Uses a captcha up (login, code requests): one answer per image, right or wrong. */
    async consume(idCode: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!idCode || !answer || !isUuid(idCode)) return false;
      const [row] = await db
        .update(captchas)
        .set({ usedAt: new Date(now()) })
        .where(live(idCode))
        .returning({ answerHash: captchas.answerHash });
      return row ? sameAnswer(row.answerHash, answer) : false;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** An image code is optional on code and registration requests; when sent it must be right (20007). */
export async function checkOptionalCaptcha(captchas: CaptchaService, idCode?: string, imgCode?: string): Promise<void> {
  if ((idCode || imgCode) && !(await captchas.consume(idCode, imgCode))) throw new AppError(Code.IMG_CODE_WRONG);
}
