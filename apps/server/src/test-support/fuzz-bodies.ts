import { API_VERSION, computeSign, randomHex } from "@vms/api-client";
import fc from "fast-check";
import type { z } from "zod";

// Random and hostile request bodies for the registry-wide fuzz test. Data is drawn from the call's
// own zod schema (so much of it passes validation and reaches the handler and the database), with
// hostile leaves mixed in, plus raw texts JSON.stringify cannot produce (deep nesting, duplicate
// keys, 1e400, broken JSON).

/** Values the database, Date or JSON.stringify choke on when nothing refuses them first. */
const hostileStrings = [
  "\u0000", "a\u0000b", "\u0001\u001f", "\u007f", "\ud800", "x\udc00", "\udbff\udfff", "\u2028\u2029", "\ufeff",
  "", " ", "%00", "' OR 1=1 --", "../../etc/passwd", "00000000-0000-0000-0000-000000000000", "{0000002A}", "GMT+99:99",
  "x".repeat(300), "é".repeat(5000), "0", "-1", "NaN", "null", "true", "__proto__", "constructor",
];
const hostileNumbers = [
  Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e308, -1e308,
  8.64e15 + 1, -8.64e15 - 1, 253402300800000, -62135596800001, 0.5, -0, -1, 0, 1e-320,
];

/** Any UTF-16 code unit, biased towards controls and surrogate halves (fast-check's "binary" unit is slow to start). */
const codeUnit = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0xd7f0, max: 0xe010 }), fc.integer({ min: 0, max: 0xffff }))
  .map((code) => String.fromCharCode(code));

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.constantFrom(null, true, false, [], {}, [[]], { a: null }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The parts of a zod check this file and fuzz-ids.ts read. */
export interface CheckDef {
  check?: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

/** The parts of a zod schema definition this file and fuzz-ids.ts read. */
export interface SchemaDef {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.core.$ZodType;
}

/** A schema's definition. */
export const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
/** A definition's checks. */
export const checksOf = (def: SchemaDef) => (def.checks ?? []).map((c) => c._zod.def);

function stringArb(def: SchemaDef, known: readonly string[]): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((c) => c.format === "regex")?.pattern;
  const exact = checks.find((c) => c.check === "length_equals")?.length;
  const max = Math.min(checks.find((c) => c.check === "max_length")?.maximum ?? 64, 300);
  const min = Math.min(checks.find((c) => c.check === "min_length")?.minimum ?? 0, max);
  const shaped = pattern ? fc.stringMatching(pattern) : fc.string({ minLength: exact ?? min, maxLength: exact ?? max });
  const options: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: shaped, weight: 6 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.emailAddress(), weight: 1 },
  ];
  if (known.length > 0) options.push({ arbitrary: fc.constantFrom(...known), weight: 3 });
  return fc.oneof(...options);
}

function numberArb(def: SchemaDef): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const c of checksOf(def)) {
    if (c.check === "greater_than" && c.value !== undefined) min = Math.max(min, c.value);
    if (c.check === "less_than" && c.value !== undefined) max = Math.min(max, c.value);
  }
  const low = Math.ceil(min);
  return fc.oneof(fc.integer({ min: low, max: Math.max(low, Math.floor(max)) }), fc.constantFrom(min, max, Date.now()));
}

/**
 * Data shaped like `schema`, with about one value in six replaced by a hostile one. `known`
 * strings (ids and names that exist on the server) are mixed into string fields so calls reach
 * real rows.
 */
export function dataFor(schema: z.core.$ZodType, known: readonly string[] = [], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shapedFor(schema, known, depth), weight: 5 }, { arbitrary: hostileLeaf, weight: 1 });
}

/** Data shaped like `schema` (its containers' children may be hostile: see dataFor). */
export function shapedFor(schema: z.core.$ZodType, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const next = (inner: z.core.$ZodType) => dataFor(inner, known, depth + 1);
  if (depth > 6) return fc.constant({});
  switch (def.type) {
    case "string":
      return stringArb(def, known);
    case "number":
      return numberArb(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { x: "x" }));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "object": {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !["optional", "default"].includes(defOf(shape[key]!).type));
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, next(value)]));
      return fc.record(fields, { requiredKeys: required });
    }
    case "array":
      return fc.array(next(def.element!), { maxLength: 4 });
    case "optional":
    case "default":
      return fc.option(next(def.innerType!), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(next(def.innerType!), { nil: null, freq: 3 });
    case "union":
      return fc.oneof(...(def.options ?? []).map(next));
    case "pipe":
      return next(def.in!);
    case "lazy":
      return next(def.getter!());
    case "record":
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Raw `data` texts no client library produces: deep nesting, duplicate keys, numbers JSON cannot hold. */
export function rawDataText(schema: z.core.$ZodObject): fc.Arbitrary<string> {
  const keys = Object.keys(schema._zod.def.shape);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("x");
  const value = fc.constantFrom('"a"', "1", "null", '"\\u0000"', '"\\ud800"', "{}", "[]", "1e400", "-1e400", "123456789012345678901234567890");
  return fc.oneof(
    fc.tuple(key, fc.integer({ min: 20, max: 5000 }), fc.constantFrom("[", '{"a":')).map(([k, depth, open]) => {
      const close = open === "[" ? "]" : "}";
      return `{"${k}":${open.repeat(depth)}1${close.repeat(depth)}}`;
    }),
    fc.tuple(key, value, value).map(([k, a, b]) => `{"${k}":${a},"${k}":${b}}`),
    fc.tuple(key, value).map(([k, v]) => `{"${k}":${v}}`),
    fc.tuple(key, fc.string({ maxLength: 8 })).map(([k, s]) => `{"${k}":"${s}`),
    fc.constantFrom("{", "[]", "null", '"x"', "1", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
  );
}

/** Who signs: a session's token and key; null signs as public calls do (token "", key ""). */
export interface Signer {
  token: string;
  sid: string;
}

/** The two parts of a request: `basic` as JSON text, and the `data` text it signs. */
export interface EnvelopeParts {
  basic: string;
  data: string;
}

/**
 * A signed envelope around `dataText`. JSON bodies are signed the way the server checks them
 * (the HMAC covers JSON.stringify of the parsed data), so malformed data still passes the
 * signature whenever it parses; multipart `data` fields are signed as sent.
 */
export function envelopeAround(dataText: string, signer: Signer | null, multipart = false): EnvelopeParts {
  let signed = dataText;
  if (!multipart) {
    try {
      signed = JSON.stringify(JSON.parse(dataText)) ?? dataText;
    } catch {
      // Unparsable or too deep for this process: sign the raw text; the server refuses it first.
    }
  }
  const unsigned = { ver: API_VERSION, time: Date.now(), id: randomHex(8), nonce: randomHex(16), token: signer?.token ?? "" };
  const basic = { ...unsigned, sign: computeSign(unsigned, signed, signer?.sid ?? "") };
  return { basic: JSON.stringify(basic), data: dataText };
}

/** How to break a valid body text: cut it, insert characters, or swap it for another text. */
export type Breakage = { cutAt: number } | { insertAt: number; text: string } | { replaceWith: string } | { pattern: string; by: string };

/** Breakages of a whole body (positions are fractions of its length, in thousandths). */
export const breakage: fc.Arbitrary<Breakage> = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((cutAt) => ({ cutAt })),
  fc.record({ insertAt: fc.integer({ min: 0, max: 1000 }), text: fc.string({ unit: codeUnit, minLength: 1, maxLength: 4 }) }),
  fc.oneof(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), fc.string({ unit: codeUnit, maxLength: 200 })).map((replaceWith) => ({ replaceWith })),
  fc.constantFrom(
    { pattern: '"ver":"1.0"', by: '"ver":"1.0","ver":"1.0"' },
    { pattern: '"ver":"1.0"', by: '"ver":"1.0\\u0000"' },
    { pattern: '"time":', by: '"time":1e400,"x":' },
    { pattern: '"time":', by: '"time":-9007199254740991,"x":' },
    { pattern: '"token":', by: '"token":"\\u0000","x":' },
    { pattern: '"nonce":', by: '"nonce":"\\ud800abcdefghijklmnopq","x":' },
    { pattern: '"data":', by: '"data":{},"data":' },
  ),
);

/** Applies a breakage to a body text. */
export function breakText(text: string, how: Breakage): string {
  const at = (permille: number) => Math.floor((text.length * permille) / 1000);
  if ("cutAt" in how) return text.slice(0, at(how.cutAt));
  if ("insertAt" in how) return text.slice(0, at(how.insertAt)) + how.text + text.slice(at(how.insertAt));
  if ("replaceWith" in how) return how.replaceWith;
  return text.replace(how.pattern, how.by);
}
