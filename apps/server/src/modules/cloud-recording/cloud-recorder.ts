import type { FastifyBaseLogger } from "fastify";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { RelayHub } from "../live/relay-hub.js";
import type { StreamKind } from "../live/stream-key.js";
import { ChannelRecorder } from "./channel-recorder.js";
import type { CloudChannel, CloudStorageDirectory } from "./cloud-recording-port.js";
import type { CloudRepository } from "./cloud-repository.js";

/** Recorder settings (env in cloud-recording-config.ts). */
export interface RecorderTuning {
  /** Which stream of a channel is recorded. */
  stream: StreamKind;
  /** Segment length before the next key frame cuts it. */
  segmentMs: number;
  /** How often the directory is asked and stopped channels retried. */
  pollMs: number;
}

export interface CloudRecorderDeps {
  directory: CloudStorageDirectory;
  hub: Pick<RelayHub, "join" | "leave">;
  gateway: Pick<DeviceGateway, "isOnline" | "on">;
  store: ObjectStore;
  repo: CloudRepository;
  log: FastifyBaseLogger;
  now: () => number;
  tuning: RecorderTuning;
}

const channelKey = (c: { orgId: string; sn: string; chlIndex: number }) => `${c.orgId}\u0000${c.sn}\u0000${c.chlIndex}`;

/**
 * Keeps one ChannelRecorder per channel with an active cloud plan whose device is connected to
 * this instance (with several instances, each records the devices it holds). Asks the directory
 * every `pollMs`, on its `onChange` and when a device connects; a recorder whose stream ended
 * (device offline, channel closed, stream limit) is retried on the next pass.
 */
export function createCloudRecorder(deps: CloudRecorderDeps) {
  const { directory, hub, gateway, log, tuning } = deps;
  const recorders = new Map<string, ChannelRecorder>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let syncing: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const unsubscribe: Array<() => void> = [];

  async function start(channel: CloudChannel): Promise<void> {
    const key = channelKey(channel);
    const recorder: ChannelRecorder = new ChannelRecorder(channel, {
      store: deps.store,
      repo: deps.repo,
      log,
      now: deps.now,
      segmentMs: tuning.segmentMs,
      onEnded: () => {
        if (recorders.get(key) === recorder) recorders.delete(key);
      },
    });
    recorders.set(key, recorder);
    try {
      await hub.join(channel.orgId, { sn: channel.sn, chlIndex: channel.chlIndex, stream: tuning.stream }, recorder);
    } catch (err) {
      if (recorders.get(key) === recorder) recorders.delete(key);
      log.debug({ err, sn: channel.sn, chlIndex: channel.chlIndex }, "cloud recording could not start");
    }
  }

  async function stopOne(key: string): Promise<void> {
    const recorder = recorders.get(key);
    if (!recorder) return;
    recorders.delete(key);
    hub.leave(recorder);
    await recorder.close();
  }

  async function pass(): Promise<void> {
    const active = await directory.activeChannels(deps.now());
    const wanted = new Map(active.map((c) => [channelKey(c), c]));
    for (const key of [...recorders.keys()]) if (!wanted.has(key)) await stopOne(key);
    for (const [key, channel] of wanted) {
      if (stopped || recorders.has(key) || !gateway.isOnline(channel.sn)) continue;
      // A device moved to another organization must not record into the old one's storage.
      if ((await deps.repo.deviceOrg(channel.sn)) !== channel.orgId) continue;
      void start(channel);
    }
  }

  /** One pass over the directory; concurrent calls run one more pass after the current one. */
  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (syncing) {
      again = true;
      return syncing;
    }
    syncing = (async () => {
      do {
        again = false;
        await pass().catch((err: unknown) => log.warn({ err }, "cloud recording pass failed"));
      } while (again && !stopped);
      syncing = null;
    })();
    return syncing;
  }

  return {
    /** Starts polling and listening; the first pass runs at once. */
    start(): void {
      unsubscribe.push(directory.onChange(() => void sync()));
      unsubscribe.push(gateway.on("connected", () => void setTimeout(() => void sync(), 0)));
      timer = setInterval(() => void sync(), tuning.pollMs);
      timer.unref();
      void sync();
    },
    sync,
    /** Whether the channel's recorder is running and has received frames (storage management shows it). */
    isRecording(orgId: string, sn: string, chlIndex: number): boolean {
      return (recorders.get(channelKey({ orgId, sn, chlIndex }))?.stats.frames ?? 0) > 0;
    },
    /** Recorders running now (tests, bench). */
    recorders: (): ChannelRecorder[] => [...recorders.values()],
    /** Stops every recorder and writes what they hold. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const off of unsubscribe.splice(0)) off();
      await syncing;
      await Promise.all([...recorders.keys()].map((key) => stopOne(key)));
    },
  };
}

export type CloudRecorder = ReturnType<typeof createCloudRecorder>;
