import { rebaseFragments, startsWithKeyframe, trackOf } from "./fragment-info";

/**
 * A window's local recording (spec §2 Live "record"): the fragments of one connection from its next
 * keyframe on, saved as an fMP4 file that starts at 0 and lasts what was recorded (decision 0031).
 */
export class LocalRecording {
  private init: ArrayBuffer | null = null;
  private readonly parts: ArrayBuffer[] = [];

  /** Keeps a fragment: from a keyframe on, and only of the connection (init segment) it began on. */
  keep(fragment: ArrayBuffer, currentInit: ArrayBuffer | null): void {
    if (this.init === null) {
      // A video keyframe (track 1): every sound unit is a sync sample, but a file must open on a picture.
      if (trackOf(fragment) !== 1 || !startsWithKeyframe(fragment)) return;
      this.init = currentInit;
    }
    if (this.init === currentInit) this.parts.push(fragment);
  }

  /** The file (init segment + rebased fragments) common players open; null when nothing was kept. */
  toBlob(): Blob | null {
    if (!this.init || this.parts.length === 0) return null;
    return new Blob([this.init, ...rebaseFragments(this.parts)], { type: "video/mp4" });
  }
}
