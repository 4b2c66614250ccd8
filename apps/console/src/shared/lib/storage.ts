/** Reads a localStorage entry; null when absent or when storage is unavailable (private mode, quota). */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a localStorage entry; a failure only loses the remembered value, so it is ignored. */
export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without remembering.
  }
}

/** Reads and parses a JSON entry; null when absent or malformed. */
export function readJsonStorage(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
