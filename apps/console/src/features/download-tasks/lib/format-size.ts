/** Spec §9: sizes show MB up to 1 GB, else GB. */
export function formatSize(bytes: number): string {
  return bytes < 1024 ** 3 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
