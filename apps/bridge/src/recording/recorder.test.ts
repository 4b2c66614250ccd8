import { describe, expect, it } from "vitest";
import type { AccessUnit, AudioFormat, AudioUnit } from "../media/camera-stream.js";
import { Recorder, type SubscribeStream } from "./recorder.js";
import { accessUnits, realClip, toneFormat } from "./recording.test-support.js";

/** A stand-in for the camera hub: records who is subscribed and lets the test push access units. */
function fakeHub(): {
  subscribe: SubscribeStream;
  push: (chlIndex: number, au: AccessUnit) => void;
  pushAudio: (chlIndex: number, unit: AudioUnit, format: AudioFormat) => void;
  subscribed: () => string[];
} {
  const listeners = new Map<string, (au: AccessUnit) => void>();
  const audioListeners = new Map<string, (unit: AudioUnit, format: AudioFormat) => void>();
  return {
    subscribe(chlIndex, stream, onAu, onAudio) {
      const key = `${chlIndex}/${stream}`;
      listeners.set(key, onAu);
      if (onAudio) audioListeners.set(key, onAudio);
      return () => listeners.delete(key) && audioListeners.delete(key);
    },
    push: (chlIndex, au) => listeners.get(`${chlIndex}/main`)?.(au),
    pushAudio: (chlIndex, unit, format) => audioListeners.get(`${chlIndex}/main`)?.(unit, format),
    subscribed: () => [...listeners.keys()].sort(),
  };
}

describe("Recorder", () => {
  it("subscribes to the main stream of each channel, appends what comes, and follows channel changes", () => {
    const hub = fakeHub();
    const stored: [number, number][] = [];
    const recorder = new Recorder(hub.subscribe, { append: (chl, au) => stored.push([chl, au.wallMs]) });
    recorder.setChannels([1, 2]);
    expect(hub.subscribed()).toEqual(["1/main", "2/main"]);
    const [a, b] = [...accessUnits(realClip(), 1000, 80)];
    hub.push(1, a!);
    hub.push(2, b!);
    expect(stored).toEqual([
      [1, 1000],
      [2, 1040],
    ]);
    recorder.setChannels([2, 3]);
    expect(hub.subscribed()).toEqual(["2/main", "3/main"]);
    expect(recorder.channels()).toEqual([2, 3]);
    recorder.stop();
    expect(hub.subscribed()).toEqual([]);
  });

  it("stores the camera's sound at wall times on the video's clock, none before the first frame placed it", () => {
    const hub = fakeHub();
    const sound: [number, number, string][] = [];
    const recorder = new Recorder(hub.subscribe, { append: () => undefined, appendAudio: (chl, _data, wallMs, format) => sound.push([chl, wallMs, format.config]) });
    recorder.setChannels([1]);
    const unit = (ptsMs: number): AudioUnit => ({ data: Uint8Array.of(1, 2, 3), ptsMs });
    hub.pushAudio(1, unit(0), toneFormat());
    // The video's capture time 5000 at pts 40: pts 104 of the sound is 5064 on the wall clock.
    hub.push(1, { data: new Uint8Array(4), keyframe: true, wallMs: 5000, ptsMs: 40 });
    hub.pushAudio(1, unit(104), toneFormat());
    expect(sound).toEqual([[1, 5064, toneFormat().config]]);
    recorder.stop();
  });

  it("keeps going when the disk fails, and says so once until it writes again", () => {
    const hub = fakeHub();
    const lines: string[] = [];
    let full = true;
    const recorder = new Recorder(
      hub.subscribe,
      {
        append: () => {
          if (full) throw new Error("ENOSPC: no space left on device");
        },
      },
      (line) => lines.push(line),
    );
    recorder.setChannels([1]);
    for (const au of accessUnits(realClip(), 0, 400)) hub.push(1, au);
    full = false;
    for (const au of accessUnits(realClip(), 400, 400)) hub.push(1, au);
    expect(lines).toEqual(["recording CH1: ENOSPC: no space left on device", "recording CH1: writing again"]);
    expect(hub.subscribed()).toEqual(["1/main"]);
  });
});
