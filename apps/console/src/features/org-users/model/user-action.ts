import type { RequestOf } from "@vms/api-client";

/** One change an administrator makes to a user (spec §6), as the call that makes it. */
export type UserAction =
  | { path: "/user/state/update"; data: RequestOf<"/user/state/update"> }
  | { path: "/user/delete"; data: RequestOf<"/user/delete"> }
  | { path: "/user/admin/update"; data: RequestOf<"/user/admin/update"> }
  | { path: "/user/role/update"; data: RequestOf<"/user/role/update"> };
