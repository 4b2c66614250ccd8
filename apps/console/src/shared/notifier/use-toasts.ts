import { useSyncExternalStore } from "react";
import type { Notifier, Toast } from "./notifier-store";

/** The toasts waiting in `source`, oldest first. */
export function useToasts(source: Notifier): readonly Toast[] {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
