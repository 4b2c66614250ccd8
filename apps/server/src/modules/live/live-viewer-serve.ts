import { Code } from "@vms/api-client";
import { negotiateLocale } from "@vms/i18n";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { AppError } from "../../core/app-error.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { LiveViewer } from "./live-viewer.js";
import type { RelayHub } from "./relay-hub.js";
import type { TicketBinding } from "./stream-tickets.js";

/** What a viewer of a live stream needs from the module (`/ws-live` and the wall socket's channels). */
export interface ViewerDeps {
  hub: Pick<RelayHub, "join" | "leave">;
  /** Time from opening to the first keyframe before the viewer gets 7069. */
  limits: { firstFrameTimeoutMs: number };
  licence?: Pick<LicenceCheck, "refusal"> | undefined;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * Joins `viewer` to its ticket's stream (the licence asked again, issue 27) and fails it with 7069
 * when no keyframe came in time; returns what to call once its channel closed.
 */
export function serveViewer(viewer: LiveViewer, binding: TicketBinding, deps: ViewerDeps, isOpen: () => boolean): () => void {
  const { hub, limits, now, log } = deps;
  const firstFrame = setTimeout(() => !viewer.started && viewer.fail(Code.DEVICE_TIMEOUT), limits.firstFrameTimeoutMs);
  const { orgId, sn, chlIndex, stream } = binding;
  const licensed = async () => {
    const refused = deps.licence ? await deps.licence.refusal(orgId, sn, chlIndex, now()) : null;
    if (refused !== null) throw new AppError(refused);
  };
  // A channel closed while the licence was asked never joins (its leave has run already).
  licensed().then(() => (isOpen() ? hub.join(orgId, { sn, chlIndex, stream }, viewer) : undefined)).catch((err: unknown) => {
    if (!(err instanceof AppError)) log.error({ err, sn }, "live socket failed");
    viewer.fail(err instanceof AppError ? err.code : Code.INTERNAL);
  });
  return () => {
    clearTimeout(firstFrame);
    viewer.close();
    hub.leave(viewer);
  };
}

/** The locale of a socket's translated error frames: `?lang=`, else Accept-Language. */
export function socketLocale(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const lang = typeof query["lang"] === "string" && query["lang"].trim() ? query["lang"] : request.headers["accept-language"];
  return negotiateLocale(lang);
}
