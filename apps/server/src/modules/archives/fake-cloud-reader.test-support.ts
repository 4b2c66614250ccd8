import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { listVideoClips } from "@vms/device-sim";
import { joinAnnexB, splitAccessUnits } from "@vms/media/h264";
import type { CloudRecordingReader, RecordedFrame, RecordedSpan } from "../cloud-recording/cloud-recording-port.js";

/**
 * A CloudRecordingReader for tests (the real one is modules/cloud-recording): one recorded span
 * per channel, frames from a simulator clip at 25 fps, looped. `expire()` drops a channel's
 * recording, as cyclic retention would.
 */
export function createFakeCloudReader(spans: Map<string, RecordedSpan>) {
  const main = path.dirname(createRequire(import.meta.url).resolve("@vms/device-sim"));
  const clip = listVideoClips().find((c) => c.stream === "sub")!;
  const units = splitAccessUnits(readFileSync(path.join(main, "..", "assets", "video", clip.file))).map((u) => ({ keyframe: u.keyframe, accessUnit: joinAnnexB(u.nals) }));
  const key = (orgId: string, sn: string, chlIndex: number) => `${orgId}/${sn}/${chlIndex}`;
  const reads: string[] = [];
  const reader: CloudRecordingReader = {
    async spans(orgId, sn, chlIndex, fromMs, toMs) {
      const span = spans.get(key(orgId, sn, chlIndex));
      return span && span.startMs < toMs && span.endMs > fromMs ? [span] : [];
    },
    async existDays() {
      return [];
    },
    async *frames(orgId, sn, chlIndex, fromMs, toMs): AsyncIterable<RecordedFrame> {
      reads.push(key(orgId, sn, chlIndex));
      const span = spans.get(key(orgId, sn, chlIndex));
      if (!span) return;
      const from = Math.max(fromMs, span.startMs);
      const to = Math.min(toMs, span.endMs);
      // Frame n of the span is at startMs + 40n; the clip starts with an IDR every GOP.
      let n = Math.floor((from - span.startMs) / 40);
      while (n > 0 && !units[n % units.length]!.keyframe) n -= 1;
      for (; span.startMs + n * 40 < to; n++) {
        const unit = units[n % units.length]!;
        yield { wallMs: span.startMs + n * 40, keyframe: unit.keyframe, accessUnit: unit.accessUnit };
      }
    },
  };
  return { reader, reads, expire: (orgId: string, sn: string, chlIndex: number) => spans.delete(key(orgId, sn, chlIndex)), add: (orgId: string, sn: string, chlIndex: number, span: RecordedSpan) => spans.set(key(orgId, sn, chlIndex), span) };
}
