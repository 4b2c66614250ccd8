import { Code } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import { AppError } from "../../core/app-error.js";
import { failureCode, RelayStream, type StreamViewer } from "./relay-stream.js";
import { streamKeyOf, type StreamKey } from "./stream-key.js";
import type { StreamLeases } from "./stream-leases.js";

/** Counters of the hub (tests, bench, logs). */
export interface RelayStats {
  streams: number;
  viewers: number;
}

/** What joins a stream: a `/ws-live` socket (LiveViewer) or the cloud recorder of a channel. */
export interface HubViewer extends StreamViewer {
  /** The hub attached the viewer to its stream. */
  attach(stream: RelayStream): void;
}

/**
 * The relay of one instance (issue 11 "Fan-out"): one device stream per (sn, chlIndex, stream),
 * shared by all its viewers, started with the first viewer and stopped when the last one leaves.
 * At most `maxPerOrg` device streams per organization (7070 beyond): counted on every instance
 * through `leases` (issue 32), or on this one only without them.
 */
export function createRelayHub(deps: { gateway: Pick<DeviceGateway, "startStream">; maxPerOrg: number; log: FastifyBaseLogger; leases?: StreamLeases | undefined }) {
  const { gateway, maxPerOrg, log, leases } = deps;
  const streams = new Map<string, RelayStream>();
  const viewerStreams = new Map<HubViewer, RelayStream>();
  const leaseOf = new Map<RelayStream, Promise<string | null>>();
  // A count waits for this instance's releases in flight: a stream that stopped here no longer counts.
  const releasing = new Set<Promise<void>>();

  const localCount = (orgId: string) => [...streams.values()].filter((s) => s.orgId === orgId).length;
  const countOf = async (orgId: string) => {
    if (!leases) return localCount(orgId);
    await Promise.all(releasing);
    return leases.count(orgId);
  };

  /** Takes the organization's slot for a new device stream (7070 when none is left). */
  function reserve(stream: RelayStream): Promise<void> {
    if (!leases) return localCount(stream.orgId) > maxPerOrg ? Promise.reject(new AppError(Code.LIVE_STREAM_LIMIT)) : Promise.resolve();
    const lease = leases.reserve(stream.orgId, stream.key, maxPerOrg);
    leaseOf.set(stream, lease);
    return lease.then((id) => {
      if (id === null) throw new AppError(Code.LIVE_STREAM_LIMIT);
    });
  }

  function releaseLease(stream: RelayStream): void {
    const lease = leaseOf.get(stream);
    leaseOf.delete(stream);
    if (!lease) return;
    const done: Promise<void> = lease
      .then((id) => (id ? leases?.release(id) : undefined))
      .catch((err: unknown) => log.warn({ err, sn: stream.key.sn }, "live stream lease not released (it expires)"))
      .finally(() => releasing.delete(done));
    releasing.add(done);
  }

  function detach(viewer: HubViewer): RelayStream | null {
    const stream = viewerStreams.get(viewer);
    viewerStreams.delete(viewer);
    if (!stream) return null;
    stream.viewers.delete(viewer);
    return stream;
  }

  function forget(stream: RelayStream): void {
    releaseLease(stream);
    if (streams.get(streamKeyOf(stream.key)) === stream) streams.delete(streamKeyOf(stream.key));
    for (const viewer of stream.viewers) viewerStreams.delete(viewer as HubViewer);
  }

  return {
    /** True when a viewer of `key` fits the organization's limit (it joins a running stream, or one more may start). */
    async canOpen(orgId: string, key: StreamKey): Promise<boolean> {
      return streams.has(streamKeyOf(key)) || (await countOf(orgId)) < maxPerOrg;
    },

    /**
     * Adds `viewer` to the stream of `key`, starting the device stream if it is the first; resolves
     * once the device streams. Rejects AppError: 7070 over the limit, or the device's refusal.
     */
    async join(orgId: string, key: StreamKey, viewer: HubViewer): Promise<void> {
      let stream = streams.get(streamKeyOf(key));
      if (!stream) {
        // Ended by the device (offline) or refused: forgotten, so the next viewer starts afresh.
        const created: RelayStream = new RelayStream(key, orgId, () => forget(created));
        stream = created;
        // In the map before the slot is taken: viewers of the same stream joining meanwhile share it.
        streams.set(streamKeyOf(key), created);
        const open = async (sink: Parameters<typeof gateway.startStream>[2]) => {
          await reserve(created);
          return gateway.startStream(key.sn, { chlIndex: key.chlIndex, stream: key.stream, audio: true }, sink);
        };
        created.start(open).catch((err: unknown) => {
          created.end(failureCode(err));
          if (!(err instanceof AppError)) log.error({ err, sn: key.sn }, "live stream failed to start");
        });
      }
      stream.viewers.add(viewer);
      viewerStreams.set(viewer, stream);
      viewer.attach(stream);
      try {
        await stream.started;
      } catch (err) {
        // The stream told its viewers (end → fail) already.
        detach(viewer);
        throw err instanceof AppError ? err : new AppError(failureCode(err));
      }
    },

    /** The viewer's socket closed: when it was the stream's last viewer, the device stops sending. */
    leave(viewer: HubViewer): void {
      const stream = detach(viewer);
      if (!stream || stream.viewers.size > 0) return;
      forget(stream);
      stream.stop();
    },

    stats(): RelayStats {
      return { streams: streams.size, viewers: viewerStreams.size };
    },
  };
}

export type RelayHub = ReturnType<typeof createRelayHub>;
