import type { DeviceGatewayService } from "../../gateway/gateway-service.js";
import type { ModuleContext } from "../../core/module-context.js";
import { messageFor } from "../../plugins/envelope/envelope-reply.js";
import type { CloudRecordingReader, CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { LiveModule } from "../live/live-module.js";
import { createCloudDriver } from "./cloud-driver.js";
import { createDeviceDriver } from "./device-driver.js";
import type { PlaybackRange } from "./playback-driver.js";
import { registerPlaybackHandlers } from "./playback-handlers.js";
import { createPlaybackService, PLAYBACK_SESSION_KIND, type PlaybackTicketParams } from "./playback-service.js";
import { DEFAULT_PLAYBACK_LIMITS, PlaybackSession, type PlaybackSessionLimits } from "./playback-session.js";

export interface PlaybackModuleDeps {
  devices: DevicesModule;
  gateway: DeviceGatewayService;
  /** The live module: its tickets and `/ws-live` socket carry playback sessions too. */
  live: LiveModule;
  /** Cloud recordings (modules/cloud-recording); absent: cloud playback answers 7067. */
  cloud?: { reader: CloudRecordingReader; directory?: CloudStorageDirectory } | undefined;
  /** Licences (modules/commerce); absent: every channel may play back. */
  licence?: LicenceCheck | undefined;
  limits?: Partial<PlaybackSessionLimits> | undefined;
}

/** Playback of local and cloud recordings over `/ws-live` (docs/media.md "Playback"). */
export function registerPlaybackModule(ctx: ModuleContext, deps: PlaybackModuleDeps): void {
  const { gateway, live, cloud } = deps;
  registerPlaybackHandlers(
    ctx.handlers,
    createPlaybackService({ deviceFor: deps.devices.deviceFor, gateway, tickets: live.tickets, now: ctx.now, cloudReadable: !!cloud, directory: cloud?.directory, licence: deps.licence, reader: cloud?.reader }),
  );
  const limits = { ...DEFAULT_PLAYBACK_LIMITS, ...deps.limits };
  live.socketKinds.set(PLAYBACK_SESSION_KIND, (socket, binding, { locale }) => {
    const params = binding.session?.params as PlaybackTicketParams;
    const range: PlaybackRange = { orgId: binding.orgId, sn: binding.sn, chlIndex: binding.chlIndex, startTime: params.startTime, endTime: params.endTime };
    const reader = cloud?.reader;
    new PlaybackSession(
      socket,
      (events) => (params.source === "cloud" && reader ? createCloudDriver(reader, range, events) : createDeviceDriver(gateway, range, events)),
      params.startTime * 1000,
      (code) => messageFor(code, locale),
      limits,
    );
  });
}
