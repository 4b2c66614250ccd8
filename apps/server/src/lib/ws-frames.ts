import type { RawData } from "ws";
import { z } from "zod";
import { compiledSchema } from "./compiled-schema.js";

/** Size of a WebSocket message however `ws` delivered it (Buffer, ArrayBuffer or fragments). */
export function frameByteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/**
 * The JSON text frame in `data` checked against `schema`; null for binary, non-JSON or invalid
 * frames, so each socket decides itself how many bad frames it tolerates.
 */
export function parseJsonFrame<T>(schema: z.core.$ZodType<T>, data: RawData, isBinary: boolean): T | null {
  if (isBinary) return null;
  try {
    const parsed = z.safeParse(compiledSchema(schema), JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
