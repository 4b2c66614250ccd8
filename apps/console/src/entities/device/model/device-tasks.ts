import type { DeviceCmd, DeviceTask } from "@vms/api-client";
import { useEffect, useRef } from "react";
import { subscribePush } from "@/shared/push";
import { parseDevicePush } from "./device-push";

type TaskListener = (task: DeviceTask) => void;

/**
 * Calls `listener` with every DEVICE_TASK push (spec §4 operation progress and end states), straight
 * from the push socket. Returns a function that unsubscribes.
 */
export function subscribeDeviceTasks(listener: TaskListener): () => void {
  return subscribePush((message) => {
    const event = parseDevicePush(message);
    if (event?.kind === "task") listener(event.task);
  });
}

/**
 * Listens to the DEVICE_TASK pushes of one device (and one command, when given) while mounted. The
 * listener may change between renders without resubscribing.
 */
export function useDeviceTaskListener(sn: string, cmd: DeviceCmd | undefined, listener: TaskListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      subscribeDeviceTasks((task) => {
        if (task.sn === sn && (cmd === undefined || task.cmd === cmd)) latest.current(task);
      }),
    [sn, cmd],
  );
}
