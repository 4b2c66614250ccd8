import { PluginProtocolError } from "./errors.js";
import type { Field, Shape } from "./schema.js";
import { escapeXml, hasInvalidXmlChar } from "./xml-text.js";

const fail = (message: string, path: string): never => {
  throw new PluginProtocolError("invalidParams", message, path);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function checkNumber(field: Extract<Field, { kind: "int" | "number" }>, value: unknown, path: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) fail("expected a finite number", path);
  const n = value as number;
  if (field.kind === "int" && !Number.isInteger(n)) fail("expected an integer", path);
  if (field.min !== undefined && n < field.min) fail(`must be at least ${field.min}`, path);
  if (field.max !== undefined && n > field.max) fail(`must be at most ${field.max}`, path);
  if (field.oneOf && !field.oneOf.includes(n)) fail(`must be one of ${field.oneOf.join(", ")}`, path);
}

/** Checks a JavaScript value against a field, throwing invalidParams with the field's path. */
export function checkField(field: Field, value: unknown, path: string): void {
  switch (field.kind) {
    case "string":
      if (typeof value !== "string") return fail("expected text", path);
      if (hasInvalidXmlChar(value)) fail("contains a character XML cannot carry", path);
      if (field.minLength !== undefined && value.length < field.minLength) fail(`must have at least ${field.minLength} characters`, path);
      if (field.maxLength !== undefined && value.length > field.maxLength) fail(`must have at most ${field.maxLength} characters`, path);
      if (field.pattern && !field.pattern.test(value)) fail(`must match ${String(field.pattern)}`, path);
      return;
    case "int":
    case "number":
      return checkNumber(field, value, path);
    case "bool":
      if (typeof value !== "boolean") fail("expected true or false", path);
      return;
    case "enum":
      if (typeof value !== "string" || !field.values.includes(value)) fail(`must be one of ${field.values.join(", ")}`, path);
      return;
    case "list":
      if (!Array.isArray(value)) return fail("expected a list", path);
      if (field.minItems !== undefined && value.length < field.minItems) fail(`needs at least ${field.minItems} items`, path);
      if (field.maxItems !== undefined && value.length > field.maxItems) fail(`allows at most ${field.maxItems} items`, path);
      value.forEach((item, i) => checkField(field.of, item, `${path}[${i}]`));
      return;
    case "object":
      if (!isRecord(value)) return fail("expected an object", path);
      checkShape(field.fields, value, path);
      return;
  }
}

/** Checks an object against a shape: required fields present, no unknown fields, every value valid. */
export function checkShape(shape: Shape, value: unknown, path: string): void {
  if (!isRecord(value)) return fail("expected an object", path);
  for (const key of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(shape, key)) fail("unknown field", `${path}.${key}`);
  }
  for (const [key, field] of Object.entries(shape)) {
    const v = value[key];
    if (v === undefined) {
      if (!field.optional) fail("is required", `${path}.${key}`);
      continue;
    }
    checkField(field, v, `${path}.${key}`);
  }
}

/** A copy of `value` with defaulted fields filled in (top level and nested objects). */
export function withDefaults(shape: Shape, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    let v = value[key];
    if (v === undefined && "default" in field && field.default !== undefined) v = field.default;
    if (v !== undefined && field.kind === "object" && isRecord(v)) v = withDefaults(field.fields, v);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function encodeValue(field: Field, value: unknown): string {
  switch (field.kind) {
    case "string":
    case "enum":
      return escapeXml(value as string);
    case "int":
    case "number":
      return String(value);
    case "bool":
      return value ? "true" : "false";
    case "list":
      return (value as unknown[]).map((item) => `<item>${encodeValue(field.of, item)}</item>`).join("");
    case "object":
      return encodeShape(field.fields, value as Record<string, unknown>);
  }
}

/** Child elements for a checked, defaulted object, in the shape's field order. */
export function encodeShape(shape: Shape, value: Record<string, unknown>): string {
  let xml = "";
  for (const [key, field] of Object.entries(shape)) {
    const v = value[key];
    if (v !== undefined) xml += `<${key}>${encodeValue(field, v)}</${key}>`;
  }
  return xml;
}

const isBlank = (raw: unknown) => raw === undefined || (typeof raw === "string" && raw.trim() === "");

function decodeText(raw: unknown, path: string): string {
  if (typeof raw !== "string") fail("expected text, found nested elements", path);
  return raw as string;
}

function decodeValue(field: Field, raw: unknown, path: string): unknown {
  if (Array.isArray(raw)) fail("element appears more than once", path);
  switch (field.kind) {
    case "string":
    case "enum":
      return decodeText(raw, path);
    case "int":
    case "number": {
      const text = decodeText(raw, path).trim();
      const re = field.kind === "int" ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      if (!re.test(text)) fail(field.kind === "int" ? "expected an integer" : "expected a number", path);
      return Number(text);
    }
    case "bool": {
      const text = decodeText(raw, path).trim();
      if (text === "true" || text === "1") return true;
      if (text === "false" || text === "0") return false;
      return fail("expected true or false", path);
    }
    case "list": {
      if (isBlank(raw)) return [];
      if (!isRecord(raw)) return fail("expected <item> elements", path);
      const items = raw.item === undefined ? [] : Array.isArray(raw.item) ? raw.item : [raw.item];
      return items.map((item, i) => decodeValue(field.of, item, `${path}[${i}]`));
    }
    case "object":
      return decodeShape(field.fields, raw, path);
  }
}

/**
 * Reads a parsed element (fast-xml-parser output) into an object of `shape`, filling defaults and
 * checking every value. Unknown child elements are ignored so a newer peer can add fields.
 */
export function decodeShape(shape: Shape, node: unknown, path: string): Record<string, unknown> {
  const record = isBlank(node) ? {} : isRecord(node) ? node : fail("expected child elements", path);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const raw = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
    if (raw === undefined) continue;
    out[key] = decodeValue(field, raw, `${path}.${key}`);
  }
  const value = withDefaults(shape, out);
  checkShape(shape, value, path);
  return value;
}
