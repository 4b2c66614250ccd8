import type { RawData } from "ws";
import type { ZodType } from "zod";

/** Size of a WebSocket message however `ws` delivered it (Buffer, ArrayBuffer or fragments). */
export function frameByteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/**
 * The JSON text frame in `data` checked against `schema`; null for binary, non-JSON or invalid
 * frames, so each socket decides itself how many bad frames it tolerates.
 */
export function parseJsonFrame<T>(schema: ZodType<T>, data: RawData, isBinary: boolean): T | null {
  if (isBinary) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
