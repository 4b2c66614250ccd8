// Generated at build by vite-registry-index.ts (decision 0008).
declare module "virtual:vms-registry-index" {
  import type { EndpointDef } from "@vms/api-client";
  /** The definition of `path`, loading its registry file on first use; undefined for an unknown path. */
  export function endpointOf(path: string): Promise<EndpointDef | undefined> | undefined;
  /** Every path the table knows (tests). */
  export const endpointPaths: readonly string[];
}
