import type { RawData } from "ws";
import { z } from "zod";
import { jsonStructureProblem } from "./json-structure.js";
import { compiledSchema } from "./compiled-schema.js";

/** Size of a WebSocket message however `ws` delivered it (Buffer, ArrayBuffer or fragments). */
export function frameByteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/**
 * Why a JSON text frame was refused: not JSON (or binary); its text (a repeated key or nesting
 * deeper than the envelope allows, or a text field holding a control character or a lone
 * surrogate: what the `/vms` envelope refuses, docs/api.md); or any other mismatch with the schema.
 */
export type JsonFrameProblem = "json" | "text" | "schema";

/** Issue messages of the contract's `textSchema` (`@vms/api-client` primitives). */
const TEXT_ISSUES = new Set(["control", "surrogate"]);

/**
 * The JSON text frame in `data` checked the way the `/vms` envelope checks a body: the linear
 * structure pass (duplicate keys, depth), JSON.parse, then `schema` (compiled), whose text fields
 * refuse control characters and lone surrogates.
 */
export function readJsonFrame<T>(schema: z.core.$ZodType<T>, data: RawData, isBinary: boolean): { frame: T } | { problem: JsonFrameProblem } {
  if (isBinary) return { problem: "json" };
  const text = data.toString();
  if (jsonStructureProblem(text) !== null) return { problem: "text" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "json" };
  }
  const parsed = z.safeParse(compiledSchema(schema), value);
  if (parsed.success) return { frame: parsed.data };
  return { problem: parsed.error.issues.some((issue) => TEXT_ISSUES.has(issue.message)) ? "text" : "schema" };
}

/**
 * The JSON text frame in `data` checked against `schema` (readJsonFrame); null for binary,
 * non-JSON or invalid frames, so each socket decides itself how many bad frames it tolerates.
 */
export function parseJsonFrame<T>(schema: z.core.$ZodType<T>, data: RawData, isBinary: boolean): T | null {
  const read = readJsonFrame(schema, data, isBinary);
  return "frame" in read ? read.frame : null;
}
