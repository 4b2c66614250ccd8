import { createHash, randomBytes } from "node:crypto";
import { CLOUD_OBJECTS_PATH, Code, withinQuerySpan, type CloudToken, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../core/app-error.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { CloudRecordingReader, CloudStorageDirectory } from "./cloud-recording-port.js";
import type { CloudRepository, CloudTokenRow } from "./cloud-repository.js";
import type { Caller } from "../../core/caller.js";

export const hashCloudToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The channel's base URL of a cloud token (`storageUrl`). */
export const channelBase = (sn: string, chlIndex: number) => `${CLOUD_OBJECTS_PATH}/${encodeURIComponent(sn)}/${chlIndex}/`;

function validZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cloud storage calls (spec §7). Both need SITE_VIEWER or more on the device's site in the
 * caller's organization (33001 otherwise, 5000 for live-only viewers), like device recordings.
 * A token is issued only for a channel with an active plan (7067 "cloud storage not opened").
 */
export function createCloudStorageService(deps: { repo: CloudRepository; reader: CloudRecordingReader; directory: CloudStorageDirectory; deviceFor: DeviceFor; now: () => number; tokenTtlS: number; bucketName: string }) {
  const { repo, reader, directory, deviceFor, now, tokenTtlS } = deps;
  return {
    async existDays(caller: Caller, data: ParsedRequestOf<"/cloud-storage/video/exist-day/list">) {
      if (!withinQuerySpan(data.startTime, data.endTime) || data.endTime === data.startTime) throw new AppError(Code.INVALID_DATA);
      if (data.timeZone && !validZone(data.timeZone)) throw new AppError(Code.INVALID_DATA);
      await deviceFor(caller, data.sn, SITE_ROLE.SITE_VIEWER);
      return { days: await reader.existDays(caller.user.orgId, data.sn, data.chlIndex, data.startTime * 1000, (data.endTime + 1) * 1000, data.timeZone) };
    },

    async token(caller: Caller, data: ParsedRequestOf<"/cloud-storage/download-token/get">, request: FastifyRequest): Promise<CloudToken> {
      await deviceFor(caller, data.sn, SITE_ROLE.SITE_VIEWER);
      const plan = await directory.planFor(caller.user.orgId, data.sn, data.chlIndex, now());
      if (!plan) throw new AppError(Code.CLOUD_NOT_OPENED);
      const secret = randomBytes(32).toString("base64url");
      const id = crypto.randomUUID();
      await repo.insertToken({ id, tokenHash: hashCloudToken(secret), orgId: caller.user.orgId, userId: caller.user.userId, sn: data.sn, chlIndex: data.chlIndex, expiresAt: new Date(now() + tokenTtlS * 1000) });
      const [host, port] = (request.host || "localhost").split(/:(?=\d+$)/);
      const protocol = request.protocol === "https" ? "https" : "http";
      return {
        sn: data.sn,
        chlIndex: data.chlIndex,
        ossType: "vms",
        bucketName: deps.bucketName,
        storageUrl: channelBase(data.sn, data.chlIndex),
        resourceType: "video",
        storageToken: {
          accessKey: id,
          secret: "",
          securityToken: secret,
          protocol,
          port: port ? Number(port) : protocol === "https" ? 443 : 80,
          server: host ?? "localhost",
          region: "local",
          durationSeconds: tokenTtlS,
        },
      };
    },

    /** The token's row when `secret` is a live token for exactly this channel; null otherwise. */
    async authorise(secret: string, sn: string, chlIndex: number): Promise<CloudTokenRow | null> {
      if (!secret || secret.length > 200) return null;
      const row = await repo.tokenByHash(hashCloudToken(secret));
      if (!row || row.expiresAt.getTime() <= now() || row.sn !== sn || row.chlIndex !== chlIndex) return null;
      // The device must still be in the token's organization (unbound devices leave nothing readable).
      return (await repo.deviceOrg(sn)) === row.orgId ? row : null;
    },
  };
}

export type CloudStorageService = ReturnType<typeof createCloudStorageService>;
