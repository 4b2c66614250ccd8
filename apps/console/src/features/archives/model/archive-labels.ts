import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, type ArchiveRight, type ArchiveState } from "@vms/api-client";

/** Spec §3 archive states. */
export const archiveStateLabels: Record<ArchiveState, MessageDescriptor> = {
  copying: msg`Copying`,
  done: msg`Done`,
  failed: msg`Failed`,
};

/** Why a copy failed (issue 28): the catalogue's text for the archive's error code (7066, 31112…). */
export function archiveFailureReason(errorCode: number): MessageDescriptor {
  return catalogueEntry(errorCode)?.message ?? msg`The copy failed for an unknown reason.`;
}

/** Spec §3 archive rights. */
export const archiveRightLabels: Record<ArchiveRight, MessageDescriptor> = {
  add: msg`Add`,
  delete: msg`Delete`,
  share: msg`Share`,
  download: msg`Download`,
  query: msg`View`,
};

/** Spec §9 share validity presets and custom. */
export const SHARE_VALIDITY_CHOICES = [
  { value: 3_600, label: msg`1 hour` },
  { value: 86_400, label: msg`1 day` },
  { value: 604_800, label: msg`1 week` },
] as const;
