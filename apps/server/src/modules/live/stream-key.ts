import type { z } from "zod";
import type { streamKindSchema } from "@vms/api-client";

/** Main or sub stream of a channel. */
export type StreamKind = z.infer<typeof streamKindSchema>;

/** One device stream: every viewer of the same channel stream shares it. */
export interface StreamKey {
  sn: string;
  chlIndex: number;
  stream: StreamKind;
}

/** The map key of a stream. */
export const streamKeyOf = (key: StreamKey): string => `${key.sn}\u0000${key.chlIndex}\u0000${key.stream}`;
