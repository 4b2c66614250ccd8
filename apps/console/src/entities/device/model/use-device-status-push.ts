import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribePush } from "@/shared/push";
import { parseDevicePush } from "./device-push";
import { applyDeviceStatus, applyDeviceTask } from "./patch-device-caches";

/**
 * Subscribes the query cache to DEVICE_STATUS and DEVICE_TASK pushes (decision 0003): device pages,
 * details, channel lists and operation checks are patched in place, so states change on screen
 * without a reload. Returns a function that unsubscribes.
 */
export function connectDevicePush(queryClient: QueryClient): () => void {
  return subscribePush((message) => {
    const event = parseDevicePush(message);
    if (event?.kind === "status") applyDeviceStatus(queryClient, event.status);
    else if (event?.kind === "task") applyDeviceTask(queryClient, event.task);
  });
}

// One subscription per cache however many screens ask for it (asset page, detail, site page …).
const connections = new WeakMap<QueryClient, { users: number; disconnect: () => void }>();

/** Keeps the device caches current from the push socket while any component using it is mounted. */
export function useDeviceStatusPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const existing = connections.get(queryClient);
    if (existing) existing.users += 1;
    else connections.set(queryClient, { users: 1, disconnect: connectDevicePush(queryClient) });
    return () => {
      const connection = connections.get(queryClient);
      if (!connection) return;
      connection.users -= 1;
      if (connection.users === 0) {
        connection.disconnect();
        connections.delete(queryClient);
      }
    };
  }, [queryClient]);
}
