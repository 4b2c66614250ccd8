import { useSyncExternalStore } from "react";

// Whether the download task manager drawer (spec §2) is open. Shared because the create-download
// dialog's "link to the download list" (spec §7) opens the drawer the shell owns, and features may
// not import each other.
let open = false;
let hosts = 0;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the manager; false when no shell hosts it (the caller then falls back to the /account list). */
export function openDownloadManager(): boolean {
  if (hosts === 0) return false;
  set(true);
  return true;
}

export function closeDownloadManager(): void {
  set(false);
}

/** Marks a mounted manager (the shell's); returns the unmount. */
export function hostDownloadManager(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    if (hosts === 0) set(false);
  };
}

/** The open state, for the manager and its top-bar button. */
export function useDownloadManagerOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
