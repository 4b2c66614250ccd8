import { Code, LIVE_SOCKET_PATH, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import { AppError } from "../../core/app-error.js";
import type { CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { TicketStore } from "../live/stream-tickets.js";
import type { Caller } from "../../core/caller.js";

/** The ticket's session kind on `/ws-live`. */
export const PLAYBACK_SESSION_KIND = "playback";

/** What a playback ticket carries besides the channel. */
export interface PlaybackTicketParams {
  startTime: number;
  endTime: number;
  source: "local" | "cloud";
}

export interface PlaybackServiceDeps {
  deviceFor: DeviceFor;
  gateway: Pick<DeviceGateway, "isOnline" | "lastReport">;
  tickets: TicketStore;
  now: () => number;
  /** True when cloud recordings can be read (the cloud-recording module is wired). */
  cloudReadable: boolean;
  /** Cloud storage plans: without a plan for the channel, cloud playback answers 7067. */
  directory?: CloudStorageDirectory | undefined;
  licence?: LicenceCheck | undefined;
}

/**
 * `/device/playback-token/get`: recorded video needs SITE_VIEWER or more on the device's site
 * (live-only viewers get 5000; another organization's device or an ungranted site 33001, as if it
 * did not exist). Local playback needs the device online here (7062); cloud playback a cloud
 * storage plan for the channel (7067 "cloud storage not opened").
 */
export function createPlaybackService(deps: PlaybackServiceDeps) {
  const { deviceFor, gateway, tickets, now } = deps;

  return {
    async ticket(caller: Caller, data: ParsedRequestOf<"/device/playback-token/get">) {
      const { sn, chlIndex, startTime, endTime, source } = data;
      await deviceFor(caller, sn, SITE_ROLE.SITE_VIEWER);
      const orgId = caller.user.orgId;
      // Spec §4 licence directive per channel (issue 27), before the channel's state: 33014, or 33105/33106 without any licence.
      const refused = deps.licence ? await deps.licence.refusal(orgId, sn, chlIndex, now()) : null;
      if (refused !== null) throw new AppError(refused);
      if (source === "local") {
        if (!gateway.isOnline(sn)) throw new AppError(Code.DEVICE_OFFLINE);
        const channel = (await gateway.lastReport(sn))?.channels.find((c) => c.chlIndex === chlIndex);
        if (!channel) throw new AppError(Code.NO_CHANNEL_PERMISSION);
      } else {
        if (!deps.cloudReadable) throw new AppError(Code.CLOUD_NOT_OPENED);
        if (deps.directory && !(await deps.directory.planFor(orgId, sn, chlIndex, now()))) throw new AppError(Code.CLOUD_NOT_OPENED);
      }
      const params: PlaybackTicketParams = { startTime, endTime, source };
      const { ticket, expiresAt } = await tickets.issue({ orgId, userId: caller.user.userId, sn, chlIndex, stream: "main", session: { kind: PLAYBACK_SESSION_KIND, params } });
      return { ticket, expiresAt, path: `${LIVE_SOCKET_PATH}?ticket=${ticket}` };
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
