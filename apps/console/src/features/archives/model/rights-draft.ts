import { ARCHIVE_RIGHTS, type ArchiveRight } from "@vms/api-client";

/** One saved rights entry (spec §3 "Archive search info and rights"). */
export interface RightsEntry {
  targetType: "role" | "user";
  targetId: string;
  rights: ArchiveRight[];
}

/**
 * Unsaved edits of the rights editor: per role, and per user (null: the user's own entry is removed,
 * so the user's role applies again).
 */
export interface RightsDraft {
  roles: Record<string, ArchiveRight[]>;
  users: Record<string, ArchiveRight[] | null>;
}

export const emptyDraft = (): RightsDraft => ({ roles: {}, users: {} });

const find = (entries: readonly RightsEntry[], type: RightsEntry["targetType"], id: string) => entries.find((e) => e.targetType === type && e.targetId === id)?.rights;

/** A role's rights as edited: no entry means every right (spec §5 default). */
export function roleRights(saved: readonly RightsEntry[], draft: RightsDraft, roleId: string): ArchiveRight[] {
  return draft.roles[roleId] ?? find(saved, "role", roleId) ?? [...ARCHIVE_RIGHTS];
}

/** Whether the user has rights of their own (which win over the role's, as on the server). */
export function hasOwnRights(saved: readonly RightsEntry[], draft: RightsDraft, userId: string): boolean {
  return userId in draft.users ? draft.users[userId] !== null : find(saved, "user", userId) !== undefined;
}

/** A user's effective rights as edited: their own entry, else their role's. */
export function userRights(saved: readonly RightsEntry[], draft: RightsDraft, user: { userId: string; roleId: string }): ArchiveRight[] {
  const own = user.userId in draft.users ? draft.users[user.userId] : find(saved, "user", user.userId);
  return own ?? roleRights(saved, draft, user.roleId);
}

/** Toggles one right in a list, keeping the catalogue's order. */
export const toggleRight = (rights: readonly ArchiveRight[], right: ArchiveRight): ArchiveRight[] => ARCHIVE_RIGHTS.filter((r) => (r === right ? !rights.includes(r) : rights.includes(r)));

/** The entries to save: saved ones with the draft applied (a removed user entry is left out). */
export function mergeDraft(saved: readonly RightsEntry[], draft: RightsDraft): RightsEntry[] {
  const out = new Map(saved.map((e) => [`${e.targetType}:${e.targetId}`, e]));
  for (const [roleId, rights] of Object.entries(draft.roles)) out.set(`role:${roleId}`, { targetType: "role", targetId: roleId, rights });
  for (const [userId, rights] of Object.entries(draft.users)) {
    if (rights === null) out.delete(`user:${userId}`);
    else out.set(`user:${userId}`, { targetType: "user", targetId: userId, rights });
  }
  return [...out.values()];
}
