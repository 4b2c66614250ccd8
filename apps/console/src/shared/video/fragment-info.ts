// Reading just enough of an fMP4 fragment (moof > traf > tfhd/trun, ISO/IEC 14496-12 §8.8) to know
// whether it starts with a keyframe: a local recording must start on one to be playable.

const SAMPLE_IS_NON_SYNC = 0x0001_0000;

function boxes(view: DataView, start: number, end: number): Array<{ type: string; start: number; end: number }> {
  const out: Array<{ type: string; start: number; end: number }> = [];
  let at = start;
  while (at + 8 <= end) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > end) break;
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    out.push({ type, start: at + 8, end: at + size });
    at += size;
  }
  return out;
}

/** The first sample's flags of a moof fragment; null when the fragment does not say. */
function firstSampleFlags(view: DataView): number | null {
  const moof = boxes(view, 0, view.byteLength).find((b) => b.type === "moof");
  const traf = moof && boxes(view, moof.start, moof.end).find((b) => b.type === "traf");
  if (!traf) return null;
  const inner = boxes(view, traf.start, traf.end);
  let defaults: number | null = null;
  const tfhd = inner.find((b) => b.type === "tfhd");
  if (tfhd) {
    const flags = view.getUint32(tfhd.start) & 0xffffff;
    let at = tfhd.start + 8; // version/flags + track_ID
    if (flags & 0x01) at += 8;
    if (flags & 0x02) at += 4;
    if (flags & 0x08) at += 4;
    if (flags & 0x10) at += 4;
    if (flags & 0x20 && at + 4 <= tfhd.end) defaults = view.getUint32(at);
  }
  const trun = inner.find((b) => b.type === "trun");
  if (!trun) return defaults;
  const flags = view.getUint32(trun.start) & 0xffffff;
  let at = trun.start + 8; // version/flags + sample_count
  if (flags & 0x01) at += 4;
  if (flags & 0x04) return view.getUint32(at);
  if (flags & 0x100) at += 4;
  if (flags & 0x200) at += 4;
  if (flags & 0x400) return view.getUint32(at);
  return defaults;
}

/** The track a fragment carries (its first traf's tfhd track_ID): 1 video, 2 the sound (issue 31); 1 when it does not say. */
export function trackOf(fragment: ArrayBuffer): number {
  try {
    const view = new DataView(fragment);
    const moof = boxes(view, 0, view.byteLength).find((b) => b.type === "moof");
    const traf = moof && boxes(view, moof.start, moof.end).find((b) => b.type === "traf");
    const tfhd = traf && boxes(view, traf.start, traf.end).find((b) => b.type === "tfhd");
    return tfhd && tfhd.start + 8 <= tfhd.end ? view.getUint32(tfhd.start + 4) : 1;
  } catch {
    return 1;
  }
}

/** True when the fragment starts with a sync sample (or does not say otherwise). */
export function startsWithKeyframe(fragment: ArrayBuffer): boolean {
  try {
    const flags = firstSampleFlags(new DataView(fragment));
    if (flags === null) return true;
    const dependsOn = (flags >>> 24) & 0x3;
    return dependsOn === 2 || (dependsOn !== 1 && (flags & SAMPLE_IS_NON_SYNC) === 0);
  } catch {
    return true;
  }
}

/** Where a fragment's tfdt (moof > traf > tfdt) is: its version and the offset of the decode time. */
function tfdtAt(view: DataView): { version: number; at: number } | null {
  const moof = boxes(view, 0, view.byteLength).find((b) => b.type === "moof");
  const traf = moof && boxes(view, moof.start, moof.end).find((b) => b.type === "traf");
  const tfdt = traf && boxes(view, traf.start, traf.end).find((b) => b.type === "tfdt");
  if (!tfdt) return null;
  const version = view.getUint8(tfdt.start);
  return tfdt.start + 4 + (version === 1 ? 8 : 4) <= tfdt.end ? { version, at: tfdt.start + 4 } : null;
}

/** The fragment's base media decode time (tfdt), in its track's timescale; null when it has none. */
export function decodeTimeOf(fragment: ArrayBuffer): number | null {
  const view = new DataView(fragment);
  const tfdt = tfdtAt(view);
  if (!tfdt) return null;
  return tfdt.version === 1 ? Number(view.getBigUint64(tfdt.at)) : view.getUint32(tfdt.at);
}

/**
 * A local recording's fragments moved to start at 0 (issue 28): the live timeline starts when the
 * viewer connected, so a recording begun later would open at that offset (a 6 s recording shown as
 * 22.7 s long from 0:18). Copies; the fragments sent to the player are untouched.
 */
export function rebaseFragments(fragments: readonly ArrayBuffer[]): ArrayBuffer[] {
  // Each track by its own first decode time: the tracks have their own timescales (90 kHz video, the
  // sample rate for sound), and the sound's first unit follows the keyframe within one unit (64 ms).
  const firsts = new Map<number, number | null>();
  for (const fragment of fragments) if (!firsts.has(trackOf(fragment))) firsts.set(trackOf(fragment), decodeTimeOf(fragment));
  if ([...firsts.values()].every((first) => first === null || first === 0)) return [...fragments];
  return fragments.map((fragment) => {
    const first = firsts.get(trackOf(fragment)) ?? null;
    if (first === null || first === 0) return fragment.slice(0);
    const copy = fragment.slice(0);
    const view = new DataView(copy);
    const tfdt = tfdtAt(view);
    if (!tfdt) return copy;
    if (tfdt.version === 1) view.setBigUint64(tfdt.at, BigInt(Math.max(0, Number(view.getBigUint64(tfdt.at)) - first)));
    else view.setUint32(tfdt.at, Math.max(0, view.getUint32(tfdt.at) - first));
    return copy;
  });
}
