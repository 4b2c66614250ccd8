import { Code, playbackControlResultSchema, playbackStartResultSchema, recExportResultSchema, streamStartResultSchema, type PlaybackStartParams, type RecExportParams, type StreamStartParams, type VideoFrameMessage } from "@vms/api-client";
import { z } from "zod";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../core/app-error.js";
import type { DeviceConnection, GatewayLimits, VideoSink } from "./device-connection.js";
import type { DeviceCommandResult, DeviceExport, DevicePlayback, DeviceStream, PlaybackCommand } from "./device-gateway.js";
import type { PendingCommands } from "./pending-commands.js";

interface StreamControlDeps {
  pending: PendingCommands;
  counters: { videoFrames: number; strayVideoFrames: number };
  limits: GatewayLimits;
  /** The connection is its SN's current one. */
  current: (conn: DeviceConnection) => boolean;
  log: FastifyBaseLogger;
}

/**
 * Live streams on device connections (docs/device-protocol.md "Live video"): `streamStart`,
 * the binary frames of running streams, `streamStop`. A stream belongs to the connection it was
 * started on; frames for any other id (a stream just stopped, a confused device) are counted and
 * ignored, never a reason to close the socket.
 */
export function createStreamControl(deps: StreamControlDeps) {
  const { pending, counters, limits, current, log } = deps;
  const offline = () => new AppError(Code.DEVICE_OFFLINE);

  /** Sends a command on `conn`; `onResult` runs synchronously with the result frame. */
  function send(conn: DeviceConnection, name: "streamStart" | "streamStop" | "recExport" | "playbackStart" | "playbackControl", params: Record<string, unknown>, onResult: (r: DeviceCommandResult) => void, onError: (err: unknown) => void): void {
    const entry = { sn: conn.sn as string, owner: conn, name, params, resolve: onResult, reject: onError };
    const id = pending.add(entry, limits.commandTimeoutMs, () => new AppError(Code.DEVICE_TIMEOUT));
    if (!conn.send({ type: "cmd", id, name, params })) pending.take(conn, id)?.reject(offline());
  }

  function stop(conn: DeviceConnection, streamId: number, sink: VideoSink): void {
    if (conn.streams.get(streamId) !== sink) return;
    conn.streams.delete(streamId);
    if (!current(conn)) return;
    send(conn, "streamStop", { streamId }, () => {}, (err) => log.debug({ err, sn: conn.sn, streamId }, "streamStop failed"));
  }

  function open<R extends z.infer<typeof streamStartResultSchema>>(conn: DeviceConnection, name: "streamStart" | "recExport" | "playbackStart", params: object, schema: z.core.$ZodType<R>, sink: VideoSink): Promise<R & { stop(): void; release(): void }> {
    return new Promise((resolve, reject) => {
      // Registered while the result frame is handled: the device's first binary frame may be
      // the very next message on the socket, before any promise continuation runs.
      const onResult = ({ code, data }: DeviceCommandResult) => {
        if (code !== Code.OK) return reject(new AppError(code));
        const result = z.safeParse(schema, data);
        if (!result.success) return reject(new AppError(Code.BAD_GATEWAY));
        if (conn.state === "closed" || !current(conn)) return reject(offline());
        const { streamId } = result.data;
        conn.streams.get(streamId)?.ended(Code.DEVICE_OFFLINE);
        conn.streams.set(streamId, sink);
        const release = () => void (conn.streams.get(streamId) === sink && conn.streams.delete(streamId));
        resolve({ ...result.data, stop: () => stop(conn, streamId, sink), release });
      };
      send(conn, name, { ...params }, onResult, reject);
    });
  }

  return {
    start(conn: DeviceConnection, params: StreamStartParams, sink: VideoSink): Promise<DeviceStream> {
      return open(conn, "streamStart", params, streamStartResultSchema, sink);
    },

    /** `recExport`: a recorded range streamed like a live stream (docs/device-protocol.md "Recordings on the device"). */
    exportRecording(conn: DeviceConnection, params: RecExportParams, sink: VideoSink): Promise<DeviceExport> {
      return open(conn, "recExport", params, recExportResultSchema, sink);
    },

    /** `playbackStart`: a recorded range at a speed, steered by `playbackControl` (docs/device-protocol.md "Playback"). */
    async startPlayback(conn: DeviceConnection, params: PlaybackStartParams, sink: VideoSink): Promise<DevicePlayback> {
      const started = await open(conn, "playbackStart", params, playbackStartResultSchema, sink);
      const { release: _release, ...playback } = started;
      const control = (command: PlaybackCommand, onAnswer?: (position: number) => void) =>
        new Promise<number>((resolve, reject) => {
          const onResult = ({ code, data }: DeviceCommandResult) => {
            if (code !== Code.OK) return reject(new AppError(code));
            const result = playbackControlResultSchema.safeParse(data);
            if (!result.success) return reject(new AppError(Code.BAD_GATEWAY));
            onAnswer?.(result.data.position);
            resolve(result.data.position);
          };
          send(conn, "playbackControl", { ...command, streamId: started.streamId }, onResult, reject);
        });
      return { ...playback, control };
    },

    /** A binary frame of `conn`; `isCurrent`: the connection still holds its SN. */
    deliver(conn: DeviceConnection, frame: VideoFrameMessage, isCurrent: boolean): void {
      const sink = isCurrent ? conn.streams.get(frame.streamId) : undefined;
      if (!sink) {
        counters.strayVideoFrames += 1;
        return;
      }
      counters.videoFrames += 1;
      try {
        sink.frame(frame);
      } catch (err) {
        log.error({ err, sn: conn.sn, streamId: frame.streamId }, "video sink failed");
      }
    },

    /** The device ended one stream by itself (`streamEnd`): its sink hears the device's code. */
    endOne(conn: DeviceConnection, streamId: number, code: number): void {
      const sink = conn.streams.get(streamId);
      if (!sink) return;
      conn.streams.delete(streamId);
      try {
        sink.ended(code);
      } catch (err) {
        log.error({ err, sn: conn.sn }, "video sink failed to end");
      }
    },

    /** The connection is gone: its sinks hear `code` once. */
    endAll(conn: DeviceConnection, code: number): void {
      const sinks = [...conn.streams.values()];
      conn.streams.clear();
      for (const sink of sinks) {
        try {
          sink.ended(code);
        } catch (err) {
          log.error({ err, sn: conn.sn }, "video sink failed to end");
        }
      }
    },
  };
}
