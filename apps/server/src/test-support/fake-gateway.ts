import { Code, type DeviceCommandName, type HelloFrame } from "@vms/api-client";
import { AppError } from "../core/app-error.js";
import type { CommandOptions, CommandResult, DeviceGatewayEvents, DeviceGatewayPort } from "../modules/devices/gateway-port.js";

/** How a fake device answers a command; the default answers `{ code: 200, data: {} }`. */
export type FakeCommandHandler = (
  name: DeviceCommandName,
  params: Record<string, unknown>,
  options: CommandOptions,
) => Promise<CommandResult> | CommandResult;

interface FakeDevice {
  report: HelloFrame;
  securityCode: string;
  online: boolean;
  handler: FakeCommandHandler | null;
}

/** A hello frame with sensible defaults (an IPC with one channel and an SD card). */
export function helloFrame(overrides: Partial<HelloFrame> & { sn: string }): HelloFrame {
  return {
    type: "hello",
    securityCode: "SECRET-123",
    devType: 1,
    model: "IPC-B4F-IR",
    version: "5.1.3.20240101",
    timeZone: "GMT+08",
    language: "en-US",
    mac: "00:11:22:33:44:55",
    ip: "10.0.0.7",
    channels: [
      { chlIndex: 1, number: 1, name: "Gate", configured: true, online: true, enabled: true, supportFun: ["ptz"], mainStream: null, subStream: null },
    ],
    storage: { kind: "sdCard", sdCard: { status: "normal", capacityMB: 64_000, freeMB: 32_000 } },
    outputs: [],
    ...overrides,
  };
}

/**
 * An in-memory device gateway for the devices module's tests (the gateway's own tests cover the
 * socket). Devices "connect" and "drop" on request; commands go to a per-device handler; every call
 * is recorded in `commands`.
 */
export function createFakeGateway() {
  const devices = new Map<string, FakeDevice>();
  type AnyListener = (...args: unknown[]) => unknown;
  const listeners = new Map<keyof DeviceGatewayEvents, Set<AnyListener>>();
  const commands: Array<{ sn: string; name: DeviceCommandName; params: Record<string, unknown> }> = [];

  /** Like the gateway: the listeners of one event run in turn and are awaited. */
  async function emit<E extends keyof DeviceGatewayEvents>(event: E, ...args: Parameters<DeviceGatewayEvents[E]>): Promise<void> {
    for (const listener of [...(listeners.get(event) ?? [])]) await listener(...args);
  }

  const gateway: DeviceGatewayPort = {
    isOnline: (sn) => devices.get(sn)?.online ?? false,
    holder: async (sn) => (devices.get(sn)?.online ? "test-instance" : null),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as AnyListener);
      listeners.set(event, set);
      return () => void set.delete(listener as AnyListener);
    },
    async command(sn, name, params, options = {}) {
      const device = devices.get(sn);
      if (!device?.online) throw new AppError(Code.DEVICE_OFFLINE);
      commands.push({ sn, name, params });
      if (!device.handler) return { code: 200, data: {} };
      // Like the gateway: no result within the timeout rejects with 7069.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AppError(Code.DEVICE_TIMEOUT)), options.timeoutMs ?? 10_000);
      });
      try {
        return await Promise.race([Promise.resolve(device.handler(name, params, options)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    waitForHello(sn, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off();
          reject(new AppError(Code.DEVICE_TIMEOUT));
        }, timeoutMs);
        const off = gateway.on("connected", (report) => {
          if (report.sn !== sn) return;
          clearTimeout(timer);
          off();
          resolve(report);
        });
      });
    },
    async verifySecurityCode(sn, code) {
      const device = devices.get(sn);
      if (!device) return "unknown";
      return device.securityCode === code ? "ok" : "wrong";
    },
    async lastReport(sn) {
      return devices.get(sn)?.report ?? null;
    },
  };

  return {
    gateway,
    commands,
    /** A device says hello (registering it on first use, like the gateway); resolves once the listeners ran. */
    connect(report: HelloFrame, handler: FakeCommandHandler | null = null): Promise<void> {
      const known = devices.get(report.sn);
      devices.set(report.sn, { report, securityCode: known?.securityCode ?? report.securityCode, online: true, handler: handler ?? known?.handler ?? null });
      return emit("connected", report);
    },
    /** The device drops (its registry entry stays). */
    drop(sn: string): Promise<void> {
      const device = devices.get(sn);
      if (device) device.online = false;
      return emit("disconnected", sn);
    },
    setHandler(sn: string, handler: FakeCommandHandler | null) {
      const device = devices.get(sn);
      if (device) device.handler = handler;
    },
    setSecurityCode(sn: string, code: string) {
      const device = devices.get(sn);
      if (device) device.securityCode = code;
    },
    emit,
  };
}

export type FakeGateway = ReturnType<typeof createFakeGateway>;
