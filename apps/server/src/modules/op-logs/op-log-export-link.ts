import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** Where an export is fetched (under the /files prefix the dev proxy already forwards). */
export const OP_LOG_EXPORT_PATH = "/files/op-logs/export";

/** What a link carries: the caller's scope and filters, checked when the link was made. */
const exportJobSchema = z.object({
  orgId: z.string(),
  userId: z.string().optional(),
  module: z.string().optional(),
  from: z.number().int(),
  to: z.number().int(),
  utcOffsetMinutes: z.number().int(),
  locale: z.string(),
  fileName: z.string(),
  exp: z.number().int(),
});
export type OpLogExportJob = z.infer<typeof exportJobSchema>;

/**
 * Stateless short-lived export links: the filters and scope, signed. /log/op-logs/export checks
 * the caller and the size; the GET writes the xlsx, so no file waits on disk and any instance
 * holding the key can answer (one key per process, like the signed object links).
 */
export function createExportLinks(options: { now: () => number; secret?: Buffer }) {
  const secret = options.secret ?? randomBytes(32);
  const mac = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");
  return {
    link(job: Omit<OpLogExportJob, "exp">, ttlMs: number): { url: string; expiresAt: number } {
      const exp = options.now() + ttlMs;
      const body = Buffer.from(JSON.stringify({ ...job, exp })).toString("base64url");
      return { url: `${OP_LOG_EXPORT_PATH}?t=${body}.${mac(body)}`, expiresAt: exp };
    },
    /** The job of a link; null when altered, malformed or expired. */
    verify(token: string): OpLogExportJob | null {
      const [body, sig, extra] = token.split(".");
      if (!body || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      const job = exportJobSchema.safeParse(parsed);
      return job.success && job.data.exp >= options.now() ? job.data : null;
    },
  };
}
export type ExportLinks = ReturnType<typeof createExportLinks>;
