import type { AccessUnit, CameraStreamKind } from "../media/camera-stream.js";

/** The camera hub's side the recorder uses: one subscription per camera stream; answers the unsubscribe. */
export type SubscribeStream = (chlIndex: number, stream: CameraStreamKind, onAu: (au: AccessUnit) => void) => () => void;

/** Where the recorder puts what it receives (the RecordingStore). */
export interface RecordingSink {
  append(chlIndex: number, au: AccessUnit): void;
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
      this.subscriptions.set(
        chlIndex,
        this.subscribe(chlIndex, "main", (au) => {
          try {
            this.sink.append(chlIndex, au);
            if (this.failing.delete(chlIndex)) this.log(`recording CH${chlIndex}: writing again`);
          } catch (error) {
            // A full or failing disk must not take the live picture down with it.
            if (!this.failing.has(chlIndex)) this.log(`recording CH${chlIndex}: ${(error as Error).message}`);
            this.failing.add(chlIndex);
          }
        }),
      );
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
