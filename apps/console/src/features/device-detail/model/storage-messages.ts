import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §9: sizes show MB up to 1 GB, else GB. */
export function formatSizeMB(mb: number): string {
  return mb < 1024 ? `${mb} MB` : `${(mb / 1024).toFixed(1)} GB`;
}

/** Storage kinds of spec §3 (SD card or disks). */
export const storageKindMessages: Readonly<Record<"sdCard" | "disks" | "none", MessageDescriptor>> = {
  sdCard: msg`SD card`,
  disks: msg`Disks`,
  none: msg`No storage`,
};

/** SD card or disk states (spec §3 "SD card or disk status"). */
export const storageStatusMessages: Readonly<Record<string, MessageDescriptor>> = {
  normal: msg`Normal`,
  none: msg`No medium`,
  unformatted: msg`Unformatted`,
  formatting: msg`Formatting`,
  full: msg`Full`,
  error: msg`Error`,
};
