import { z } from "zod/mini";

// Spec §2 Playback (local or cloud) shares /live: `?mode=playback` shows the playback view (docs/media.md);
// `sn`, `chl` and `at` (Unix ms) open it at a camera's moment (issue 28: an alarm's "Playback").
export const liveSearchSchema = z.object({
  mode: z.catch(z.optional(z.enum(["playback"])), undefined),
  sn: z.catch(z.optional(z.string()), undefined),
  chl: z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined),
  at: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export type LiveSearch = z.output<typeof liveSearchSchema>;

/** A camera's moment to open playback at. */
export interface LiveMoment {
  sn: string;
  chlIndex: number;
  /** Unix ms. */
  atMs: number;
}

/** The moment the search names, when it names all three parts. */
export function momentOf({ sn, chl, at }: LiveSearch): LiveMoment | undefined {
  return sn && chl !== undefined && at !== undefined ? { sn, chlIndex: chl, atMs: at } : undefined;
}
