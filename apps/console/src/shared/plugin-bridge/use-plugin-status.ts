import { useSyncExternalStore } from "react";
import type { PluginBridge, PluginStatus } from "./plugin-bridge";

/** The bridge's status, re-rendering on every change. */
export function usePluginStatus(bridge: PluginBridge): PluginStatus {
  return useSyncExternalStore(bridge.subscribe, () => bridge.status);
}
