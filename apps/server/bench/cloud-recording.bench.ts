// `pnpm --filter @vms/server bench:cloud` (also run by `bench`): what cloud recording costs per
// channel (docs/cloud-recording.md). BENCH_CLOUD_CHANNELS channels (default 16) of the simulator's
// 720p main clips, BENCH_CLOUD_SECONDS seconds of video each (default 120), are fed frame by frame,
// interleaved as they would arrive, into the real ChannelRecorder: GOP-fragmented fMP4 segments
// (60 s) written to the filesystem object store and their rows to PGlite. Prints CPU ms per
// channel-second of video (the recorder's whole cost: muxing, writes, inserts), bytes per
// channel-second, reading it back through the CloudRecordingReader (frames/s, MB/s), and the
// cloud seek-to-first-frame time (median, p95) of the cloud playback driver.
// Not a test: nothing fails on slow numbers.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { videoClipFor } from "@vms/device-sim/video";
import { createInitSegment, mimeType, NAL_TYPE, nalType, parseSps, splitAccessUnits } from "@vms/media";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import { createFsObjectStore } from "../src/lib/object-store/fs-object-store.js";
import { ChannelRecorder } from "../src/modules/cloud-recording/channel-recorder.js";
import { createCloudReader } from "../src/modules/cloud-recording/cloud-reader.js";
import { createCloudRepository } from "../src/modules/cloud-recording/cloud-repository.js";
import { createCloudDriver } from "../src/modules/playback/cloud-driver.js";
import type { RelayFrame, RelayStream } from "../src/modules/live/relay-stream.js";
import { createTestOrg } from "../src/test-support/accounts.js";

const CHANNELS = Number(process.env["BENCH_CLOUD_CHANNELS"] ?? 16);
const SECONDS = Number(process.env["BENCH_CLOUD_SECONDS"] ?? 120);
const FRAME_MS = 40;
const SEEKS = Number(process.env["BENCH_PLAYBACK_SEEKS"] ?? 30);

/** One clip's access units (NAL units without start codes) and the MSE media of its SPS/PPS. */
function clip(chlIndex: number) {
  const info = videoClipFor({ sn: "", chlIndex, stream: "main" });
  const bytes = new Uint8Array(readFileSync(new URL(`../../../packages/device-sim/assets/video/${info.file}`, import.meta.url)));
  const units = splitAccessUnits(bytes);
  const first = units[0]!.nals;
  const sps = first.find((n) => nalType(n) === NAL_TYPE.SPS)!;
  const pps = first.find((n) => nalType(n) === NAL_TYPE.PPS)!;
  const spsInfo = parseSps(sps);
  const media = { codec: spsInfo.codec, mime: mimeType(spsInfo.codec), init: createInitSegment({ sps, pps, width: spsInfo.width, height: spsInfo.height, timescale: 90_000 }) };
  return { units, media };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-cloud-"));
const app = await buildApp(parseConfig({ VMS_DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", VMS_CLOUD_RECORDING: "0" }));
try {
  const db = app.vms.database.db;
  const { orgId } = await createTestOrg(db, "Cloud Bench", [{ email: "admin@cloud-bench.test", role: "orgAdmin" }]);
  const repo = createCloudRepository(db);
  const store = createFsObjectStore(path.join(dataDir, "objects"));
  const start = Date.UTC(2026, 10, 24, 0, 0, 0);
  let clock = start;
  const channels = Array.from({ length: CHANNELS }, (_, i) => {
    const { units, media } = clip(i + 1);
    const stream = { media } as unknown as RelayStream;
    const recorder = new ChannelRecorder(
      { orgId, sn: "CLOUDBENCH", chlIndex: i + 1, storageDays: 7 },
      { store, repo, log: app.log, now: () => clock, segmentMs: 60_000, onEnded: () => {} },
    );
    return { units, stream, recorder };
  });
  const frames = (SECONDS * 1000) / FRAME_MS;
  console.log(`cloud recording: ${CHANNELS} channels × ${SECONDS} s of 720p main (25 fps, 2 s GOP), 60 s segments, filesystem + PGlite`);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let n = 0; n < frames; n++) {
    clock = start + n * FRAME_MS;
    for (const c of channels) {
      const unit = c.units[n % c.units.length]!;
      const frame: RelayFrame = { keyframe: unit.keyframe, timestampMs: n * FRAME_MS, nals: unit.nals, durationMs: FRAME_MS };
      c.recorder.frame(c.stream, frame);
    }
    // Let the queued writes run as they would between frames.
    if (n % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(channels.map((c) => c.recorder.close()));
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const channelSeconds = CHANNELS * SECONDS;
  const bytes = channels.reduce((sum, c) => sum + c.recorder.stats.bytes, 0);
  const segments = channels.reduce((sum, c) => sum + c.recorder.stats.segments, 0);
  console.log(`  recorded ${channelSeconds} channel-seconds in ${(wallMs / 1000).toFixed(2)} s wall, ${segments} segments, ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`  CPU ${(cpuMs / channelSeconds).toFixed(3)} ms per channel-second (${((cpuMs / channelSeconds) / 10).toFixed(3)} % of one core per live channel); ${(bytes / channelSeconds / 1000).toFixed(1)} kB per channel-second`);
  console.log(`  the recorder alone (receiving the stream is the relay's cost, see live-relay.bench.ts): ~${Math.floor(1000 / (cpuMs / channelSeconds))} live channels per core`);

  const reader = createCloudReader({ repo, store });
  const r0 = performance.now();
  let read = 0;
  let readBytes = 0;
  for await (const frame of reader.frames(orgId, "CLOUDBENCH", 1, start, start + SECONDS * 1000)) {
    read += 1;
    readBytes += frame.accessUnit.length;
  }
  const readMs = performance.now() - r0;
  console.log(`  read back channel 1: ${read} frames in ${readMs.toFixed(0)} ms: ${Math.round(read / (readMs / 1000))} frames/s, ${(readBytes / 1e6 / (readMs / 1000)).toFixed(1)} MB/s (${((read * FRAME_MS) / readMs).toFixed(0)}× real time)`);

  // Seek to frame, cloud (issue 12 "Done when"): the cloud playback driver a playback socket uses,
  // from `seek` to the first frame of the new position (key-frame index → ranged object read).
  let firstFrame: (() => void) | null = null;
  const driver = createCloudDriver(reader, { orgId, sn: "CLOUDBENCH", chlIndex: 1, startTime: Math.floor(start / 1000), endTime: Math.ceil((start + SECONDS * 1000) / 1000) }, { seeked: () => {}, frame: () => firstFrame?.(), paused: () => {}, resumed: () => {}, ended: () => {} });
  await driver.start(start, 1);
  const seeks: number[] = [];
  for (let i = 0; i < SEEKS; i++) {
    const position = start + ((i * 7_919_000) % (SECONDS * 1000 - 5_000));
    const arrived = new Promise<void>((resolve) => (firstFrame = resolve));
    const s0 = performance.now();
    await driver.seek(position);
    await arrived;
    seeks.push(performance.now() - s0);
  }
  driver.stop();
  const percentile = (p: number) => [...seeks].sort((a, b) => a - b)[Math.min(seeks.length - 1, Math.ceil((p / 100) * seeks.length) - 1)]!;
  console.log(`  seek to first frame, cloud (${SEEKS} seeks, cloud playback driver): median ${percentile(50).toFixed(1)} ms / p95 ${percentile(95).toFixed(1)} ms`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
