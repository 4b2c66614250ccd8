import { z } from "zod/mini";
import { sanitizeRedirect } from "./sanitize-redirect";

/** Search params of /login; a bad `redirect` is dropped rather than failing the page. */
export const loginSearchSchema = z.object({
  redirect: z.pipe(z.catch(z.optional(z.string()), undefined), z.transform((value: string | undefined) => sanitizeRedirect(value))),
});
