import { Code, type PlaybackThumbnail } from "@vms/api-client";
import { NAL_TYPE, nalType, parseSps, splitAnnexB } from "@vms/media";
import { AppError } from "../../core/app-error.js";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";

/** A key frame of a recording with its wall-clock time (Unix ms). */
export interface KeyFrame {
  wallMs: number;
  data: Uint8Array;
}

/** How far after the asked moment a key frame may be (one GOP): further on, the moment is not recorded. */
export const KEYFRAME_AHEAD_MS = 10_000;
/** The device playback a thumbnail opens: long enough to hold the key frame. */
const DEVICE_PIECE_SEC = 60;
const DEFAULT_CACHE_SIZE = 256;
const DEFAULT_DEVICE_TIMEOUT_MS = 8_000;

/** The key frame at or before `atMs` in the channel's cloud recording (the first one after, within a GOP, at a span's start). */
export async function cloudKeyFrame(reader: CloudRecordingReader, orgId: string, sn: string, chlIndex: number, atMs: number): Promise<KeyFrame | null> {
  const controller = new AbortController();
  for await (const frame of reader.frames(orgId, sn, chlIndex, atMs, atMs + KEYFRAME_AHEAD_MS, { keyframesOnly: true, signal: controller.signal })) {
    controller.abort();
    return { wallMs: frame.wallMs, data: frame.accessUnit };
  }
  return null;
}

/**
 * Asks the device for the key frame at `atMs`: a short playback from there whose first key frame is
 * taken, then stopped. Rejects AppError 7069 when none comes within `timeoutMs`, or the device's code.
 */
export function deviceKeyFrame(gateway: Pick<DeviceGateway, "startPlayback">, sn: string, chlIndex: number, atMs: number, timeoutMs: number): Promise<KeyFrame> {
  return new Promise<KeyFrame>((resolve, reject) => {
    let stop: (() => void) | null = null;
    let done = false;
    const finish = (outcome: KeyFrame | Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop?.();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(new AppError(Code.DEVICE_TIMEOUT)), timeoutMs);
    // The piece starts a GOP early: a device starts at the key frame at or before the position only within the range.
    const startTime = Math.max(0, Math.floor((atMs - KEYFRAME_AHEAD_MS) / 1000));
    gateway
      .startPlayback(sn, { chlIndex, startTime, endTime: startTime + DEVICE_PIECE_SEC, position: atMs, speed: 1 }, {
        frame: (m) => {
          if (m.keyframe) finish({ wallMs: m.timestampMs, data: m.data });
        },
        ended: (code) => finish(new AppError(code === Code.PLAYBACK_END ? Code.PLAYBACK_NO_RECORDING : code)),
      })
      .then(
        (playback) => {
          stop = () => playback.stop();
          if (done) playback.stop();
        },
        (err: unknown) => finish(err instanceof Error ? err : new AppError(Code.DEVICE_TIMEOUT)),
      );
  });
}

/** The answer of `/device/playback-thumbnail/get`: the access unit with its SPS's codec string. */
export function thumbnailOf(frame: KeyFrame): PlaybackThumbnail {
  const sps = splitAnnexB(frame.data).find((nal) => nalType(nal) === NAL_TYPE.SPS);
  // A key frame without its SPS cannot be decoded alone: as good as no recording there.
  if (!sps) throw new AppError(Code.PLAYBACK_NO_RECORDING);
  return { wallMs: frame.wallMs, codec: parseSps(sps).codec, data: Buffer.from(frame.data).toString("base64") };
}

/**
 * A small least-recently-used cache of answers, with the lookups in flight shared: scrubbing asks
 * for the same buckets again and again, and several windows of one channel ask alike.
 */
export function createThumbnailCache(size = DEFAULT_CACHE_SIZE) {
  const entries = new Map<string, Promise<PlaybackThumbnail>>();
  return {
    get(key: string, load: () => Promise<PlaybackThumbnail>): Promise<PlaybackThumbnail> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const loading = load();
      entries.set(key, loading);
      // Failures are not kept: the device may come online, the recorder may store the moment.
      loading.catch(() => entries.get(key) === loading && entries.delete(key));
      while (entries.size > size) entries.delete(entries.keys().next().value!);
      return loading;
    },
    get size() {
      return entries.size;
    },
  };
}

export const THUMBNAIL_DEFAULTS = { cacheSize: DEFAULT_CACHE_SIZE, deviceTimeoutMs: DEFAULT_DEVICE_TIMEOUT_MS };
