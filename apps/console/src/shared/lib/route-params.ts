import { notFound } from "@tanstack/react-router";
import type { z } from "zod/mini";

/**
 * A `$param` route's `params.parse` (issue 29): the schema checks the path params, and an address
 * whose params it refuses opens the not-found page instead of a page that would ask the server about
 * a malformed id. Zod's error is not shown: a mistyped link has nothing to correct on the page.
 */
export function parseRouteParams<Params extends Record<string, string>>(schema: z.ZodMiniType<Params>) {
  return (raw: Record<string, string>): Params => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw notFound();
    return parsed.data;
  };
}
