/**
 * CPU of the bridge's RTSP client per camera stream: GStreamer's RTSP server sends 1080p H.264 at
 * 4 Mbit/s and 25 fps over interleaved TCP; the client depacketises it into access units for 20 s.
 * Run: pnpm --filter @vms/bridge exec tsx bench/rtsp-client.bench.ts  [seconds]
 */
import type { AccessUnit } from "../src/media/camera-stream.js";
import { openRtspStream } from "../src/rtsp/index.js";
import { startGstRtspServer } from "../src/test-support/gst-rtsp-server.test-support.js";

const GOAL_PERCENT = 2;
const seconds = Number(process.argv[2] ?? 20);

/** CPU of this process, in % of one core, over `ms`. */
async function cpuPercent(ms: number): Promise<{ percent: number; userMs: number; systemMs: number; wallS: number }> {
  const before = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const cpu = process.cpuUsage(before);
  const wallUs = Number(process.hrtime.bigint() - wallBefore) / 1000;
  return { percent: ((cpu.user + cpu.system) / wallUs) * 100, userMs: cpu.user / 1000, systemMs: cpu.system / 1000, wallS: wallUs / 1e6 };
}

const server = await startGstRtspServer({ width: 1920, height: 1080, fps: 25, bitrate: 4000 });
try {
  // What the process costs with no stream (under tsx, its loader thread): the client's share is above it.
  const idle = await cpuPercent(5000);
  const stream = await openRtspStream(`${server.url}/main`, {});
  let units = 0;
  let bytes = 0;
  let keyframes = 0;
  stream.onAccessUnit((au: AccessUnit) => {
    units += 1;
    bytes += au.data.length;
    if (au.keyframe) keyframes += 1;
  });
  // Let the encoder settle past its first GOP, then count from zero.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  units = 0;
  bytes = 0;
  keyframes = 0;
  const busy = await cpuPercent(seconds * 1000);
  await stream.close();
  const format = stream.format;
  console.log(`stream        ${format.width}x${format.height} ${format.codec} (SDP/SPS ${format.fps} fps)`);
  console.log(`received      ${units} access units (${(units / busy.wallS).toFixed(1)} fps), ${keyframes} key frames, ${((bytes * 8) / busy.wallS / 1e6).toFixed(2)} Mbit/s`);
  console.log(`process CPU   ${busy.percent.toFixed(2)} % of one core while streaming (user ${busy.userMs.toFixed(0)} ms, system ${busy.systemMs.toFixed(0)} ms over ${busy.wallS.toFixed(1)} s)`);
  console.log(`idle process  ${idle.percent.toFixed(2)} % of one core before the stream opened`);
  console.log(`client CPU    ${(busy.percent - idle.percent).toFixed(2)} % of one core per stream (process while streaming, less idle)`);
  console.log(`goal          ≤ ${GOAL_PERCENT} % of one core per relayed stream: ${busy.percent <= GOAL_PERCENT ? "met, even counting the idle process" : busy.percent - idle.percent <= GOAL_PERCENT ? "met" : "NOT met"}`);
} finally {
  await server.stop();
}
