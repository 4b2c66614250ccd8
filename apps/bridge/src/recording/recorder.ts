import type { AccessUnit, AudioFormat, AudioUnit, CameraStreamKind } from "../media/camera-stream.js";

/**
 * The camera hub's side the recorder uses: one subscription per camera stream; answers the
 * unsubscribe. `onAudio` hears the camera's AAC (issue 31) with the format the session announced.
 */
export type SubscribeStream = (chlIndex: number, stream: CameraStreamKind, onAu: (au: AccessUnit) => void, onAudio?: (unit: AudioUnit, format: AudioFormat) => void) => () => void;

/** Where the recorder puts what it receives (the RecordingStore). */
export interface RecordingSink {
  append(chlIndex: number, au: AccessUnit): void;
  appendAudio?(chlIndex: number, data: Uint8Array, wallMs: number, format: AudioFormat): void;
}

/**
 * Records every camera continuously (issue 30 "Recording at the site"): it holds a subscription to
 * each channel's main stream, so the hub keeps that camera session open, and appends what comes to
 * the store. Channels follow the config: `setChannels` after a camera was added or removed.
 */
export class Recorder {
  private readonly subscriptions = new Map<number, () => void>();
  /** Channels whose last append failed: logged once until one succeeds again. */
  private readonly failing = new Set<number>();

  constructor(
    private readonly subscribe: SubscribeStream,
    private readonly sink: RecordingSink,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** Records exactly these channels: subscribes to new ones, lets go of those no longer listed. */
  setChannels(chlIndexes: readonly number[]): void {
    const wanted = new Set(chlIndexes);
    for (const [chlIndex, unsubscribe] of this.subscriptions) {
      if (wanted.has(chlIndex)) continue;
      unsubscribe();
      this.subscriptions.delete(chlIndex);
    }
    for (const chlIndex of wanted) {
      if (this.subscriptions.has(chlIndex)) continue;
      // Sound is stamped on the video's wall clock: a unit's ptsMs shares the video's timeline, so the
      // last access unit's wall−pts offset places it (lip sync holds in the recording as it does live).
      let ptsToWall: number | null = null;
      const onAu = (au: AccessUnit) => {
        ptsToWall = au.wallMs - au.ptsMs;
        this.guarded(chlIndex, () => this.sink.append(chlIndex, au));
      };
      const onAudio = (unit: AudioUnit, format: AudioFormat) => {
        if (ptsToWall === null || !this.sink.appendAudio) return;
        const wallMs = unit.ptsMs + ptsToWall;
        this.guarded(chlIndex, () => this.sink.appendAudio!(chlIndex, unit.data, wallMs, format));
      };
      this.subscriptions.set(chlIndex, this.subscribe(chlIndex, "main", onAu, onAudio));
    }
  }

  private guarded(chlIndex: number, write: () => void): void {
    try {
      write();
      if (this.failing.delete(chlIndex)) this.log(`recording CH${chlIndex}: writing again`);
    } catch (error) {
      // A full or failing disk must not take the live picture down with it.
      if (!this.failing.has(chlIndex)) this.log(`recording CH${chlIndex}: ${(error as Error).message}`);
      this.failing.add(chlIndex);
    }
  }

  /** Channels being recorded, in order. */
  channels(): number[] {
    return [...this.subscriptions.keys()].sort((a, b) => a - b);
  }

  /** Stops recording every channel. */
  stop(): void {
    this.setChannels([]);
  }
}
