import { Code, LIVE_SOCKET_PATH, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import { AppError } from "../../core/app-error.js";
import type { CloudRecordingReader, CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { TicketStore } from "../live/stream-tickets.js";
import type { Caller } from "../../core/caller.js";
import { cloudKeyFrame, createThumbnailCache, deviceKeyFrame, THUMBNAIL_DEFAULTS, thumbnailOf } from "./playback-thumbnails.js";

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
  gateway: Pick<DeviceGateway, "isOnline" | "lastReport" | "startPlayback">;
  tickets: TicketStore;
  now: () => number;
  /** True when cloud recordings can be read (the cloud-recording module is wired). */
  cloudReadable: boolean;
  /** Cloud storage plans: without a plan for the channel, cloud playback answers 7067. */
  directory?: CloudStorageDirectory | undefined;
  licence?: LicenceCheck | undefined;
  /** The cloud recordings the scrub thumbnails read key frames from. */
  reader?: CloudRecordingReader | undefined;
  thumbnails?: Partial<typeof THUMBNAIL_DEFAULTS> | undefined;
}

/**
 * `/device/playback-token/get`: recorded video needs SITE_VIEWER or more on the device's site
 * (live-only viewers get 5000; another organization's device or an ungranted site 33001, as if it
 * did not exist). Local playback needs the device online here (7062); cloud playback a cloud
 * storage plan for the channel (7067 "cloud storage not opened").
 */
export function createPlaybackService(deps: PlaybackServiceDeps) {
  const { deviceFor, gateway, tickets, now } = deps;

  const options = { ...THUMBNAIL_DEFAULTS, ...deps.thumbnails };
  const thumbnails = createThumbnailCache(options.cacheSize);

  /** The caller may watch the channel's recordings from `source` (the rules above); its organization. */
  async function admit(caller: Caller, sn: string, chlIndex: number, source: "local" | "cloud"): Promise<string> {
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
    return orgId;
  }

  return {
    async ticket(caller: Caller, data: ParsedRequestOf<"/device/playback-token/get">) {
      const { sn, chlIndex, startTime, endTime, source } = data;
      const orgId = await admit(caller, sn, chlIndex, source);
      const params: PlaybackTicketParams = { startTime, endTime, source };
      const { ticket, expiresAt } = await tickets.issue({ orgId, userId: caller.user.userId, sn, chlIndex, stream: "main", session: { kind: PLAYBACK_SESSION_KIND, params } });
      return { ticket, expiresAt, path: `${LIVE_SOCKET_PATH}?ticket=${ticket}` };
    },

    /**
     * `/device/playback-thumbnail/get` (issue 31): the key frame nearest before `time`, under the
     * ticket's rules; cached per organization, channel, source and second (the console asks per bucket).
     */
    async thumbnail(caller: Caller, data: ParsedRequestOf<"/device/playback-thumbnail/get">) {
      const { sn, chlIndex, time, source } = data;
      const orgId = await admit(caller, sn, chlIndex, source);
      const reader = deps.reader;
      if (source === "cloud" && !reader) throw new AppError(Code.CLOUD_NOT_OPENED);
      const atMs = time * 1000;
      return thumbnails.get(`${orgId}|${sn}|${chlIndex}|${source}|${time}`, async () => {
        const frame = source === "cloud" ? await cloudKeyFrame(reader!, orgId, sn, chlIndex, atMs) : await deviceKeyFrame(gateway, sn, chlIndex, atMs, options.deviceTimeoutMs);
        if (!frame) throw new AppError(Code.PLAYBACK_NO_RECORDING);
        return thumbnailOf(frame);
      });
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
