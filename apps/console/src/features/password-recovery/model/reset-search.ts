import { z } from "zod";

/**
 * Search params of /reset-password: the address the code went to and when (epoch ms), so the
 * resend countdown continues where /forgot-password started it, even after a reload.
 */
export const resetSearchSchema = z.object({
  email: z.string().max(254).optional().catch(undefined),
  sent: z.number().int().positive().optional().catch(undefined),
});
export type ResetSearch = z.infer<typeof resetSearchSchema>;

/** Whole seconds left of the `resendSeconds` wait after `sent`, 0 when over or unknown. */
export function secondsLeftSince(sent: number | undefined, resendSeconds: number, now = Date.now()): number {
  if (!sent) return 0;
  return Math.max(0, Math.ceil((sent + resendSeconds * 1000 - now) / 1000));
}
