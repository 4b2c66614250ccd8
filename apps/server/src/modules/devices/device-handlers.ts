import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { ConfigService } from "./config-service.js";
import type { DeviceService } from "./device-service.js";
import type { TaskService } from "./task-service.js";

/** Devices, tasks, logs, configuration and notification settings (spec §7 "Devices"). */
export function registerDeviceHandlers(table: HandlerTable, devices: DeviceService, tasks: TaskService, config: ConfigService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/device/page": ({ caller, data }) => devices.page(caller, data),
    "/device/bind": ({ caller, data }) => devices.bind(caller, data),
    "/device/unbind": (c) => auditedRemoval(opLog, c, "device", "device.unbind", c.data.sn)(devices.unbind(c.caller, c.data.sn)),
    "/device/edit": ({ caller, data }) => devices.edit(caller, data),
    "/device/info/get": ({ caller, data }) => devices.detail(caller, data.sn),
    "/device/detail": ({ caller, data }) => devices.detail(caller, data.sn),
    "/device/security-code/update": ({ caller, data }) => devices.updateSecurityCode(caller, data.sn, data.newSecurityCode),
    "/vs-device/list": ({ caller }) => devices.viewingStations(caller),
    "/dev-cmd/check": ({ caller, data }) => tasks.check(caller, data.sn, data.cmd),
    "/dev-cmd/execute": ({ caller, data }) => tasks.execute(caller, data.sn, data.cmd),
    "/device-logs/list": ({ caller, data }) => tasks.logs(caller, data.sn, data.pageNum, data.pageSize),
    "/device-logs/download": ({ caller, data }) => tasks.downloadLog(caller, data.logId),
    "/config/device/get": ({ caller, data }) => config.get(caller, data.sn, data.section),
    "/config/device/set": ({ caller, data }) => config.set(caller, data.sn, data.config),
    "/monitor/dev-notify/detail": ({ caller, data }) => config.notifyDetail(caller, data.sn),
    "/monitor/dev-notify/add": ({ caller, data }) => config.notifySave(caller, data),
    "/monitor/dev-notify/edit": ({ caller, data }) => config.notifySave(caller, data),
    "/device/transport": ({ caller, data }) => config.transport(caller, data),
  });
}
