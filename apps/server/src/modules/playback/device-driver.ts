import { Code, type VideoFrameMessage } from "@vms/api-client";
import type { DeviceGateway, DevicePlayback } from "../../gateway/device-gateway.js";
import type { VideoSink } from "../../gateway/device-connection.js";
import { AppError } from "../../core/app-error.js";
import type { DriverEvents, PlaybackDriver, PlaybackRange } from "./playback-driver.js";

/**
 * Local playback: the device streams its recording (`playbackStart`) and obeys `playbackControl`.
 * Frames arriving between a seek command and its answer belong to the old position and are
 * dropped; the answer comes synchronously with its result frame, before any newer binary frame.
 */
export function createDeviceDriver(gateway: Pick<DeviceGateway, "startPlayback">, range: PlaybackRange, events: DriverEvents): PlaybackDriver {
  let playback: DevicePlayback | null = null;
  let generation = 0;
  let seeking = 0;
  let announce: number | null = null;
  let announceFirst = false;
  let speed = 1;
  let paused = false;
  let stopped = false;

  // Frames that outran the start's answer (it says whether the recording has sound): held until it is handled.
  let early: VideoFrameMessage[] | null = null;

  function sinkFor(gen: number): VideoSink {
    return {
      frame(message) {
        if (gen !== generation || seeking > 0 || stopped) return;
        if (early) return void early.push(message);
        if (announceFirst) announce = message.timestampMs;
        announceFirst = false;
        if (announce !== null) {
          events.seeked(announce);
          announce = null;
        }
        events.frame({ wallMs: message.timestampMs, keyframe: message.keyframe, data: message.data, ...(message.audio === true ? { audio: true } : {}) });
      },
      ended(code) {
        if (gen !== generation || stopped) return;
        playback = null;
        events.ended(code);
      },
    };
  }

  async function start(positionMs: number, atSpeed: number): Promise<void> {
    playback?.stop();
    playback = null;
    speed = atSpeed;
    const gen = ++generation;
    announce = null;
    const { sn, chlIndex, startTime, endTime } = range;
    // The first frame comes after the result: it announces the start position itself.
    announceFirst = true;
    const held: VideoFrameMessage[] = [];
    early = held;
    const sink = sinkFor(gen);
    let started: DevicePlayback;
    try {
      started = await gateway.startPlayback(sn, { chlIndex, startTime, endTime, position: positionMs, speed: atSpeed, audio: true }, sink);
    } finally {
      if (early === held) early = null;
    }
    if (gen !== generation || stopped) return started.stop();
    events.audio?.(started.audio ?? null);
    for (const message of held) sink.frame(message);
    playback = started;
    if (paused) await started.control({ action: "pause" }, (position) => events.paused(position));
  }

  function live(): DevicePlayback {
    if (!playback) throw new AppError(Code.PLAYBACK_END);
    return playback;
  }

  return {
    start: (positionMs, atSpeed) => start(positionMs, atSpeed),
    async seek(positionMs) {
      if (!playback) return start(positionMs, speed);
      const target = playback;
      seeking += 1;
      let answered = false;
      try {
        await target.control({ action: "seek", position: positionMs }, (position) => {
          answered = true;
          seeking -= 1;
          announce = position;
        });
      } catch (err) {
        if (!answered) seeking -= 1;
        if (err instanceof AppError && err.code === Code.PLAYBACK_END && playback === target) {
          playback = null;
          events.ended(Code.PLAYBACK_END);
          return;
        }
        throw err;
      }
    },
    // The answers come in order with the frames: every frame sent before the pause took hold is
    // already delivered when `paused` is told, and `resumed` comes before the first frame after it.
    async pause() {
      paused = true;
      if (playback) await playback.control({ action: "pause" }, (position) => events.paused(position));
    },
    async resume() {
      paused = false;
      if (playback) await playback.control({ action: "resume" }, (position) => events.resumed(position));
    },
    async speed(value) {
      speed = value;
      await live().control({ action: "speed", speed: value });
    },
    stop() {
      stopped = true;
      generation += 1;
      playback?.stop();
      playback = null;
    },
  };
}
