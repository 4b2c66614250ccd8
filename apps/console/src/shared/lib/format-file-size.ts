const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/**
 * A byte count for people: 512 B, 2.2 KB, 15 KB, 3.4 MB (binary steps of 1024). One decimal
 * below 10 of a unit, none above; empty for a missing or negative size.
 */
export function formatFileSize(bytes: number, locale = "en-US"): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const fractionDigits = unit > 0 && value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value)} ${UNITS[unit]}`;
}
