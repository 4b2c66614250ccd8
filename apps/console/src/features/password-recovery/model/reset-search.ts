import { z } from "zod/mini";

/**
 * Search params of /reset-password: the address the code went to and when (epoch ms), so the
 * resend countdown continues where /forgot-password started it, even after a reload.
 */
export const resetSearchSchema = z.object({
  email: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
  sent: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
});
export type ResetSearch = z.infer<typeof resetSearchSchema>;

/** Whole seconds left of the `resendSeconds` wait after `sent`, 0 when over or unknown. */
export function secondsLeftSince(sent: number | undefined, resendSeconds: number, now = Date.now()): number {
  if (!sent) return 0;
  return Math.max(0, Math.ceil((sent + resendSeconds * 1000 - now) / 1000));
}
