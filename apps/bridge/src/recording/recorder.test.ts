import { describe, expect, it } from "vitest";
import type { AccessUnit } from "../media/camera-stream.js";
import { Recorder, type SubscribeStream } from "./recorder.js";
import { accessUnits, realClip } from "./recording.test-support.js";

/** A stand-in for the camera hub: records who is subscribed and lets the test push access units. */
function fakeHub(): { subscribe: SubscribeStream; push: (chlIndex: number, au: AccessUnit) => void; subscribed: () => string[] } {
  const listeners = new Map<string, (au: AccessUnit) => void>();
  return {
    subscribe(chlIndex, stream, onAu) {
      const key = `${chlIndex}/${stream}`;
      listeners.set(key, onAu);
      return () => listeners.delete(key);
    },
    push: (chlIndex, au) => listeners.get(`${chlIndex}/main`)?.(au),
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
