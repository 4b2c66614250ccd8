import type { z } from "zod/mini";
import type { EndpointDef } from "./define.js";
import { authEndpoints } from "./auth.js";
import { channelEndpoints } from "./channel.js";
import { deviceEndpoints } from "./device.js";
import { downloadEndpoints } from "./downloads.js";
import { cloudRecordingEndpoints } from "./cloud-recording.js";
import { playbackEndpoints } from "./playback.js";
import { liveEndpoints } from "./live.js";
import { liveTreeEndpoints } from "./live-tree.js";
import { eventEndpoints } from "./events.js";
import { mfaEndpoints } from "./mfa.js";
import { orgEndpoints } from "./org.js";
import { siteEndpoints } from "./site.js";
import { systemEndpoints } from "./system.js";
import { userEndpoints } from "./user.js";
import { plateEndpoints } from "./plates.js";
import { alarmRuleEndpoints } from "./alarm-rules.js";
import { userConfigEndpoints } from "./user-configs.js";
import { commerceEndpoints } from "./commerce.js";
import { opLogEndpoints } from "./op-logs.js";
import { archiveEndpoints } from "./archives.js";
import { alarmEndpoints } from "./alarms.js";
import { sysmsgEndpoints } from "./sysmsg.js";
import { remoteAccessEndpoints } from "./remote-access.js";

export * from "./define.js";

/** Every /vms call the product implements, keyed by path under /vms (spec §7). */
export const registry = {
  ...systemEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...mfaEndpoints,
  ...siteEndpoints,
  ...deviceEndpoints,
  ...channelEndpoints,
  ...plateEndpoints,
  ...alarmRuleEndpoints,
  ...liveEndpoints,
  ...userConfigEndpoints,
  ...liveTreeEndpoints,
  ...orgEndpoints,
  ...eventEndpoints,
  ...downloadEndpoints,
  ...cloudRecordingEndpoints,
  ...commerceEndpoints,
  ...playbackEndpoints,
  ...opLogEndpoints,
  ...archiveEndpoints,
  ...alarmEndpoints,
  ...sysmsgEndpoints,
  ...remoteAccessEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Registry = typeof registry;
/** A path under /vms, e.g. "/user/login". */
export type ApiPath = keyof Registry;
/** What the caller passes as `data` for `P`. */
export type RequestOf<P extends ApiPath> = z.input<Registry[P]["request"]>;
/** `data` after the server has parsed it (defaults applied). */
export type ParsedRequestOf<P extends ApiPath> = z.output<Registry[P]["request"]>;
/** The response `data` of `P`. */
export type ResponseOf<P extends ApiPath> = z.output<Registry[P]["response"]>;

/** Looks up an endpoint by a runtime path string. */
export function findEndpoint(path: string): EndpointDef | undefined {
  return Object.prototype.hasOwnProperty.call(registry, path) ? (registry as Record<string, EndpointDef>)[path] : undefined;
}
