import { Code } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import type { DeviceGatewayPort } from "./gateway-port.js";

/** Stands in until a gateway is attached: nothing is online, commands answer 7062. */
const noGateway: DeviceGatewayPort = {
  isOnline: () => false,
  holder: () => Promise.resolve(null),
  on: () => () => undefined,
  command: () => Promise.reject(new AppError(Code.DEVICE_OFFLINE)),
  waitForHello: () => Promise.reject(new AppError(Code.DEVICE_OFFLINE)),
  verifySecurityCode: () => Promise.resolve("unknown"),
  lastReport: () => Promise.resolve(null),
};

/** The gateway the devices module talks to, attached once the app has one. */
export interface GatewayHolder {
  (): DeviceGatewayPort;
  attach(gateway: DeviceGatewayPort): void;
  attached(): boolean;
}

export function createGatewayHolder(): GatewayHolder {
  let current: DeviceGatewayPort | null = null;
  const holder = (() => current ?? noGateway) as GatewayHolder;
  holder.attach = (gateway) => {
    current = gateway;
  };
  holder.attached = () => current !== null;
  return holder;
}
