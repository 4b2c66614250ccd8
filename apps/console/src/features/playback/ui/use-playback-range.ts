import { useState } from "react";
import { resolveRange, type RangeDraft } from "../model/playback-range";

/**
 * The playback range (spec §4): the typed days and source, the range they resolve to, and why a
 * draft was not applied (no cloud range, over 31 days, an end before the start).
 */
export function usePlaybackRange(firstDay: string) {
  const [draft, setDraft] = useState<RangeDraft>({ startDay: firstDay, endDay: firstDay, source: "local" });
  const [range, setRange] = useState<{ startTime: number; endTime: number } | null>(() => {
    const first = resolveRange(draft);
    return first.kind === "ok" ? { startTime: first.startTime, endTime: first.endTime } : null;
  });
  const [problem, setProblem] = useState<"noData" | "tooLong" | "endBeforeStart" | null>(null);
  const apply = (next: RangeDraft) => {
    setDraft(next);
    const outcome = resolveRange(next);
    if (outcome.kind === "ok") {
      setRange({ startTime: outcome.startTime, endTime: outcome.endTime });
      setProblem(null);
    } else if (outcome.kind === "ignored") setProblem(null);
    else if (outcome.kind === "endBeforeStart") setProblem("endBeforeStart");
    else {
      setProblem(outcome.kind);
      if (outcome.kind === "noData") setRange(null);
    }
  };
  return { draft, range, problem, apply };
}
