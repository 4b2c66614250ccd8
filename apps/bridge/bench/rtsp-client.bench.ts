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

const server = await startGstRtspServer({ width: 1920, height: 1080, fps: 25, bitrate: 4000 });
try {
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
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  const wallUs = Number(process.hrtime.bigint() - wallBefore) / 1000;
  await stream.close();
  const percent = ((cpu.user + cpu.system) / wallUs) * 100;
  const format = stream.format;
  console.log(`stream        ${format.width}x${format.height} ${format.codec} (SDP/SPS ${format.fps} fps)`);
  console.log(`received      ${units} access units (${(units / (wallUs / 1e6)).toFixed(1)} fps), ${keyframes} key frames, ${((bytes * 8) / (wallUs / 1e6) / 1e6).toFixed(2)} Mbit/s`);
  console.log(`client CPU    ${percent.toFixed(2)} % of one core (user ${(cpu.user / 1000).toFixed(0)} ms, system ${(cpu.system / 1000).toFixed(0)} ms over ${(wallUs / 1e6).toFixed(1)} s)`);
  console.log(`goal          ≤ ${GOAL_PERCENT} % of one core per relayed stream: ${percent <= GOAL_PERCENT ? "met" : "NOT met"}`);
} finally {
  await server.stop();
}
