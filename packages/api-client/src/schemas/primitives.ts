import { z } from "zod/mini";

// The building blocks of every request field: what PostgreSQL, Date and JSON can hold, so a
// client's mistake is refused with 7000 instead of failing deep in the server with a 500.

/**
 * Control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL in
 * text; the others only hide text), and UTF-16 halves without their partner (not valid Unicode,
 * so they cannot be stored or encoded faithfully).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored: a control character, a lone surrogate, or nothing (null). */
export function unstorableTextProblem(text: string): "control" | "surrogate" | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  const code = match[0].charCodeAt(0);
  return code >= 0xd800 && code <= 0xdfff ? "surrogate" : "control";
}

/** True when `text` holds no control character (tab and line breaks aside) and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * A request string: no control characters (tab and line breaks aside) and no lone surrogates
 * (issue message "control" or "surrogate"). Chain the length and format checks after it. Every
 * string field of a request schema starts here.
 */
export function textSchema() {
  return z.string().check(z.superRefine((value, ctx) => {
    const problem = unstorableTextProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }));
}

/** The latest instant a request may name: 9999-12-31T23:59:59.999Z (PostgreSQL and Date both hold it). */
export const MAX_EPOCH_MS = 253_402_300_799_999;

/** An instant in epoch milliseconds, 1970 to 9999: anything else is outside what Date or PostgreSQL can hold. */
export function epochMsSchema() {
  return z.number().check(z.int(), z.minimum(0), z.maximum(MAX_EPOCH_MS));
}

/** Largest count a request may name (page numbers, indexes): well inside PostgreSQL's 32-bit integer. */
export const MAX_REQUEST_INT = 1_000_000;

/** A UUID in its usual hyphenated text form, any case: how every id of the server's rows is written (no flags: fast-check draws from it). */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * A request field naming a stored row by its id. Anything but a UUID names nothing and would fail
 * PostgreSQL's cast deep in a handler (a 500), so the contract refuses it with 7000 (issue message
 * "uuid") before any handler runs. Spec §7 leaves the ids' form to the server; its rows' ids are UUIDs.
 */
export function uuidSchema() {
  return z.string().check(z.regex(UUID_PATTERN, "uuid"));
}

/** True when `schema` is (wraps) a `uuidSchema()`: the contract test and the fuzz find id fields by it. */
export function isUuidSchema(schema: z.core.$ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { type: string; checks?: Array<{ _zod: { def: { format?: string; pattern?: RegExp } } }> } } })._zod.def;
  return def.type === "string" && (def.checks ?? []).some((c) => c._zod.def.format === "regex" && c._zod.def.pattern === UUID_PATTERN);
}
