import { ARCHIVE_RIGHTS, Code, type ArchiveRight } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import type { ArchiveRepository } from "./archive-repository.js";
import type { Caller } from "../../core/caller.js";

export interface RightsEntry {
  targetType: "role" | "user";
  targetId: string;
  rights: ArchiveRight[];
}

/**
 * The caller's archive rights (spec §3, §5): administrators hold every right; otherwise a user
 * entry wins over the role's; with no saved config, or no entry for the user or role, every right
 * is granted ("With no saved config the archive rights default to add, delete, share, download, query").
 */
export function effectiveRights(caller: Caller, entries: readonly RightsEntry[] | null): ArchiveRight[] {
  if (caller.isAdmin || !entries) return [...ARCHIVE_RIGHTS];
  const user = entries.find((e) => e.targetType === "user" && e.targetId === caller.user.userId);
  const role = entries.find((e) => e.targetType === "role" && e.targetId === caller.user.roleId);
  const entry = user ?? role;
  return entry ? ARCHIVE_RIGHTS.filter((r) => entry.rights.includes(r)) : [...ARCHIVE_RIGHTS];
}

/** Loads and checks rights; a missing download right answers 5002, any other 5000. */
export function createArchiveRights(repo: ArchiveRepository) {
  const load = async (caller: Caller) => effectiveRights(caller, (await repo.rights(caller.user.orgId)) as RightsEntry[] | null);
  return {
    load,
    async require(caller: Caller, right: ArchiveRight): Promise<ArchiveRight[]> {
      const rights = await load(caller);
      if (!rights.includes(right)) throw new AppError(right === "download" ? Code.NO_DOWNLOAD_RIGHT : Code.NO_PERMISSION);
      return rights;
    },
  };
}

export type ArchiveRights = ReturnType<typeof createArchiveRights>;
