import type { z } from "zod/mini";

/** Who may call an endpoint: anyone (signed with the empty key), or a signed-in session. */
export type EndpointAuth = "public" | "session";

/** One `/vms` call: its request `data` schema, response `data` schema and access rule. */
export interface EndpointDef<
  // Core types: the registry's schemas are zod/mini (the console's bundle), tests' may be classic.
  Req extends z.core.$ZodObject = z.core.$ZodObject,
  Res extends z.core.$ZodType = z.core.$ZodType,
> {
  summary: string;
  tag: string;
  auth: EndpointAuth;
  request: Req;
  response: Res;
  /** Resource codes of which the caller needs any one (spec §6). Absent: any signed-in user. */
  anyOf?: readonly string[];
  /**
   * A code the caller needs in BOTH the role's list and the account's dynamic list (spec §6: the
   * storage and installer sections), on top of `anyOf`.
   */
  bothLists?: string;
  /** Multipart upload: 180 s timeout; `data` travels as a form field next to the files. */
  upload?: boolean;
}

/** Declares a group of endpoints keyed by their path under /vms, keeping literal types. */
export function defineEndpoints<const T extends Record<`/${string}`, EndpointDef>>(defs: T): T {
  return defs;
}
