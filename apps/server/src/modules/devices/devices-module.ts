import { Code } from "@vms/api-client";
import type { ModuleContext } from "../../core/module-context.js";
import type { Mailer } from "../mail/mailer.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { PushHub } from "../push/push-hub.js";
import type { SitesModule } from "../sites/sites-module.js";
import { createConfigService } from "./config-service.js";
import { createDeviceAccess, type DeviceFor } from "./device-access.js";
import { registerDeviceHandlers } from "./device-handlers.js";
import { createDeviceNotifier } from "./device-notifier.js";
import { createDevicePush } from "./device-push.js";
import { createDeviceRepository } from "./device-repository.js";
import { createDeviceService, type DeviceService } from "./device-service.js";
import { startDeviceSync } from "./device-sync.js";
import { createGatewayHolder } from "./gateway-holder.js";
import type { DeviceGatewayPort } from "./gateway-port.js";
import { createNotifyRepository } from "./notify-repository.js";
import { createTaskRepository } from "./task-repository.js";
import { createTaskService, DEFAULT_TASK_TUNING, type TaskTuning } from "./task-service.js";

export interface DevicesModuleDeps {
  push: PushHub;
  sites: SitesModule;
  /** Sends the device notification mails (offline, online, disk, upgrade done). */
  mailer?: Mailer | undefined;
  /** Shorter task timeouts for tests. */
  tuning?: Partial<TaskTuning> | undefined;
  /** The operation log: an unbinding names the device. */
  opLog?: OpLogWriter | undefined;
}

/** What the app, the demo seed and tests use. */
export interface DevicesModule {
  /** Connects the module to the device gateway: event sync, commands, reconnect waits. */
  attachGateway(gateway: DeviceGatewayPort): Promise<void>;
  /** The attached gateway (a stand-in that knows no device until then). */
  gateway(): DeviceGatewayPort;
  devices: DeviceService;
  /** The bound device a caller may act on, else 33001 / 5000 (the channels module checks with it). */
  deviceFor: DeviceFor;
  /** Resolves once queued gateway events and started tasks are written (tests). */
  idle(): Promise<void>;
}

/** Devices (decision 0003): handlers, gateway event sync, tasks, configuration. */
export async function registerDevicesModule(ctx: ModuleContext, deps: DevicesModuleDeps): Promise<DevicesModule> {
  const { app, db, handlers } = ctx;
  const { push } = deps;
  const { access, grants } = deps.sites;
  const repo = createDeviceRepository(db);
  const taskRepo = createTaskRepository(db);
  const gateway = createGatewayHolder();
  const pushes = createDevicePush(push, access, app.log);
  const deviceFor = createDeviceAccess(repo, access);
  const tuning = { ...DEFAULT_TASK_TUNING, ...deps.tuning };
  const notifyRepo = createNotifyRepository(db);
  const notifier = deps.mailer ? createDeviceNotifier({ db, notify: notifyRepo, mailer: deps.mailer, log: app.log }) : undefined;

  const devices = createDeviceService({ devices: repo, access, deviceFor, gateway, pushes, log: app.log });
  const tasks = createTaskService({ tasks: taskRepo, devices: repo, deviceFor, gateway, pushes, notifier, log: app.log, tuning });
  const config = createConfigService({ devices: repo, notify: notifyRepo, grants, deviceFor, gateway });
  registerDeviceHandlers(handlers, devices, tasks, config, deps.opLog);

  // Tasks survive nothing across restarts (decision 0003).
  const stale = await taskRepo.timeoutRunning(Code.DEVICE_TIMEOUT, new Date());
  if (stale > 0) app.log.info({ tasks: stale }, "device tasks left running by the last run marked as timed out");

  let sync: ReturnType<typeof startDeviceSync> | null = null;
  const offs: Array<() => void> = [];
  app.addHook("preClose", async () => {
    offs.forEach((off) => off());
    sync?.stop();
    tasks.close();
    await sync?.idle();
  });

  return {
    async attachGateway(gw) {
      if (gateway.attached()) throw new Error("a device gateway is attached already");
      gateway.attach(gw);
      sync = startDeviceSync({ gateway: gw, devices: repo, pushes, notifier, log: app.log });
      offs.push(gw.onHello ? gw.onHello((report) => tasks.connected(report)) : gw.on("connected", (report) => tasks.connected(report)));
      // Bound devices shown online that no gateway instance holds now went away while we were down.
      await repo.markOfflineWhereNoGatewayHolds();
    },
    gateway: () => gateway(),
    devices,
    deviceFor,
    async idle() {
      await sync?.idle();
      await tasks.idle();
      await notifier?.idle();
    },
  };
}
