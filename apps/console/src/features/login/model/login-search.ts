import { z } from "zod";
import { sanitizeRedirect } from "./sanitize-redirect";

/** Search params of /login; a bad `redirect` is dropped rather than failing the page. */
export const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined).transform(sanitizeRedirect),
});
