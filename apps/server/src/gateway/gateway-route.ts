import { DEVICE_GATEWAY_PATH } from "@vms/api-client";
import type { FastifyInstance } from "fastify";
import type { DeviceGatewayService } from "./gateway-service.js";

/**
 * Serves /ws-device (docs/device-protocol.md). Needs @fastify/websocket registered first; its
 * global maxPayload (1 MiB) caps frames before the gateway's own, tighter per-frame limit.
 * The gateway closes its sockets in a preClose hook, while the database is still open, so this
 * instance's registry rows are marked offline before shutdown.
 */
export function registerDeviceGatewayRoute(app: FastifyInstance, gateway: DeviceGatewayService): void {
  app.get(DEVICE_GATEWAY_PATH, { websocket: true }, (socket, request) => {
    gateway.accept(socket, request.ip, request.log);
  });
  app.addHook("preClose", async () => {
    await gateway.close();
  });
}
