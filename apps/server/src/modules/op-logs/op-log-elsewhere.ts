import { noteChangeElsewhere } from "./op-log-scope.js";
import { Code } from "@vms/api-client";

/** What the wrapper needs of a device gateway: commands that answer the device's code. */
interface Commanding {
  command(...args: never[]): Promise<{ code: number }>;
}

/**
 * The device gateway as the calls see it: a command the device accepted (code 200) is a change on
 * the device, so the call's operation-log line is written after it succeeded although no row of
 * ours carried it (decision 0022). Every other member is the gateway's own.
 */
export function noteDeviceCommands<G extends Commanding>(gateway: G): G {
  return new Proxy(gateway, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop !== "command") return (value as (...a: unknown[]) => unknown).bind(target);
      return async (...args: never[]) => {
        const result = await target.command(...args);
        if (result.code === Code.OK) noteChangeElsewhere();
        return result;
      };
    },
  });
}
