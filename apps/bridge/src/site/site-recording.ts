import { Code } from "@vms/api-client";
import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { RecordingFactory } from "../cli/bridge-parts.js";
import type { CameraHub } from "../media/camera-hub.js";
import type { AccessUnit, AudioFormat, AudioUnit, CameraStreamKind } from "../media/camera-stream.js";
import { Recorder } from "../recording/recorder.js";
import { createRecordingPort } from "../recording/recording-port.js";
import { RecordingStore } from "../recording/recording-store.js";

const BYTES_PER_GIGABYTE = 1024 ** 3;

/** The recorder's subscription to one camera stream through the hub; delivery starts at once, sound included. */
function hubSubscriber(hub: CameraHub) {
  return (chlIndex: number, kind: CameraStreamKind, onAu: (au: AccessUnit) => void, onAudio?: (unit: AudioUnit, format: AudioFormat) => void): (() => void) => {
    // The session's sound format, as the latest (re)open announced it: a reconnect may bring another.
    let audio: AudioFormat | undefined;
    const sub = hub.subscribe(chlIndex, kind, { onOpen: (info) => (audio = info.audio) });
    sub.start(onAu, onAudio ? (unit) => audio && onAudio(unit, audio) : undefined);
    return () => sub.close();
  };
}

/** What a camera's recording session depends on: a change ends its sessions at the hub. */
const sourceOf = (camera: BridgeCamera) => JSON.stringify([camera.main, camera.sub]);

/** Records every camera's main stream to the data folder and answers the recording commands (docs/bridge.md). */
export const siteRecording: RecordingFactory = ({ hub, dataDir, limits, cameras }) => {
  let sources = new Map(cameras.map((c) => [c.chlIndex, sourceOf(c)]));
  const hasChannel = (chlIndex: number) => sources.has(chlIndex);
  const store = new RecordingStore({ dataDir, retentionDays: limits.retentionDays, maxBytes: limits.maxGigabytes * BYTES_PER_GIGABYTE });
  const recorder = new Recorder(hubSubscriber(hub), store, (line) => process.stdout.write(`${line}\n`));
  const port = createRecordingPort(store, { hasChannel });
  recorder.setChannels([...sources.keys()]);
  const endStreams = () => port.dispose();
  return {
    handles: (name) => port.handles(name) || name === "streamStop",
    run(cmd, host) {
      // One listener per connection (its set keeps one of a function): its exports and playbacks end with it.
      host.onClose(endStreams);
      const streamId = Number((cmd.params as { streamId?: unknown }).streamId);
      if (cmd.name === "streamStop" && !port.ownsStream(streamId)) return host.reply(Code.MALFORMED, { reason: "no such stream" });
      port.run(cmd, host);
    },
    usage: () => port.usage(),
    markEvent: (chlIndex, wallMs, type) => store.markEvent(chlIndex, wallMs, type),
    setCameras(next: readonly BridgeCamera[]) {
      const previous = sources;
      sources = new Map(next.map((c) => [c.chlIndex, sourceOf(c)]));
      // A camera with a new URL or credentials lost its sessions at the hub: subscribe to it afresh.
      const kept = [...sources].filter(([chl, source]) => previous.get(chl) === source).map(([chl]) => chl);
      recorder.setChannels(kept);
      recorder.setChannels([...sources.keys()]);
    },
    close() {
      recorder.stop();
      port.dispose();
      store.close();
      return Promise.resolve();
    },
  };
};
