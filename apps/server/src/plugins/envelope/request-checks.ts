import {
  API_VERSION,
  Code,
  FRESHNESS_WINDOW_MS,
  requestEnvelopeSchema,
  safeEqualHex,
  type RequestBasic,
} from "@vms/api-client";
import { z } from "zod";
import { compiledSchema } from "../../lib/compiled-schema.js";
import { AppError } from "../../core/app-error.js";
import { jsonStructureProblem } from "../../lib/json-structure.js";
import { nativeSign } from "./native-sign.js";

// Pure steps of the envelope pipeline (docs/api.md). Each throws an AppError with the
// catalogue code of its failure, so the dispatcher reads as the ordered list of checks.

/** An envelope whose shape is valid; `data` is not yet checked against the endpoint schema. */
export interface ParsedEnvelope {
  basic: RequestBasic;
  data: Record<string, unknown>;
  /** The exact text whose SHA-256 the signature covers. */
  dataText: string;
}

/** One reason `data` was refused (answered with 7000). */
export interface DataIssue {
  path: string;
  message: string;
}

const malformed = () => new AppError(Code.MALFORMED);

/** True when a Content-Type header names `mediaType` (parameters such as charset ignored). */
export function hasMediaType(header: string | undefined, mediaType: string): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === mediaType;
}

/** Parses JSON text that nests at most MAX_JSON_DEPTH levels and repeats no key (else 1000). */
function parseJson(text: string): unknown {
  if (jsonStructureProblem(text) !== null) throw malformed();
  try {
    return JSON.parse(text);
  } catch {
    throw malformed();
  }
}

/** Parses a JSON request body. The signed data text is `JSON.stringify` of the parsed `data`. */
export function parseJsonEnvelope(body: unknown): ParsedEnvelope {
  if (typeof body !== "string" || body.trim() === "") throw malformed();
  const raw = parseJson(body);
  const shape = requestEnvelopeSchema.safeParse(raw);
  if (!shape.success) throw malformed();
  // Hash the data as parsed from the wire, not zod's copy, so key order is exactly the client's.
  const data = (raw as { data: Record<string, unknown> }).data;
  return { basic: shape.data.basic, data, dataText: JSON.stringify(data) };
}

/** Parses the `basic` and `data` form fields of a multipart upload; the signed text is the field itself. */
export function parseMultipartEnvelope(basicText: string | undefined, dataText: string | undefined): ParsedEnvelope {
  if (basicText === undefined || dataText === undefined) throw malformed();
  const shape = requestEnvelopeSchema.safeParse({ basic: parseJson(basicText), data: parseJson(dataText) });
  if (!shape.success) throw malformed();
  return { basic: shape.data.basic, data: shape.data.data, dataText };
}

/** Only wire version 1.0 is spoken. */
export function checkVersion(basic: RequestBasic): void {
  if (basic.ver !== API_VERSION) throw malformed();
}

/**
 * Refuses a request whose `time` is more than 300 s from the server clock, either way. The
 * refusal carries the server clock (`data.serverTime`, epoch ms) so a client with a wrong clock
 * corrects itself and retries once (api-client `clockOffsetMs`).
 */
export function checkFreshness(basic: RequestBasic, now: number): void {
  if (Math.abs(basic.time - now) > FRESHNESS_WINDOW_MS) throw new AppError(Code.STALE_REQUEST, { serverTime: now });
}

/** Recomputes the HMAC keyed by `key` ("" for public calls, the session `sid` otherwise). */
export function checkSignature(basic: RequestBasic, dataText: string, key: string): void {
  const { sign, ...unsigned } = basic;
  if (!safeEqualHex(nativeSign(unsigned, dataText, key), sign)) throw new AppError(Code.BAD_SIGNATURE);
}

/**
 * When a nonce may be forgotten: once `time` is outside the window it can no longer pass
 * checkFreshness. A second window of margin covers clock skew between API instances that share
 * the table (one instance may purge with a clock ahead of another's).
 */
export function nonceExpiry(basic: RequestBasic): Date {
  return new Date(basic.time + 2 * FRESHNESS_WINDOW_MS);
}

// The contract's schemas are zod/mini (decision 0005), which sets no locale of its own: the issues a
// 7000 answer lists stay English whichever module built the first schema.
z.config(z.locales.en());

/** Client-safe description of why `data` failed its schema: paths and messages only. */
export function dataIssues(error: z.core.$ZodError): DataIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Parses `data` with the endpoint's schema (compiled); 7000 with the issues when it does not fit. */
export function parseData(schema: z.core.$ZodType, data: unknown): unknown {
  const parsed = z.safeParse(compiledSchema(schema), data);
  if (!parsed.success) throw new AppError(Code.INVALID_DATA, { issues: dataIssues(parsed.error) });
  return parsed.data;
}
