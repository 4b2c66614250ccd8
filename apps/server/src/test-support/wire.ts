import { API_PREFIX, API_VERSION, catalogueEntry, computeSign, randomHex } from "@vms/api-client";
import { translate, type Locale } from "@vms/i18n";
import { expect } from "vitest";

/** Overrides for a hand-built request envelope. */
export interface EnvelopeOverrides {
  ver?: string;
  time?: number;
  token?: string;
  nonce?: string;
  /** HMAC key: "" for public calls, the session sid otherwise. */
  sid?: string;
  /** Replaces the computed signature. */
  sign?: string;
}

/** A request body as the api-client would send it, with any field overridable. */
export function envelopeText(data: object, overrides: EnvelopeOverrides = {}): string {
  const dataJson = JSON.stringify(data);
  const unsigned = {
    ver: overrides.ver ?? API_VERSION,
    time: overrides.time ?? Date.now(),
    id: randomHex(8),
    nonce: overrides.nonce ?? randomHex(16),
    token: overrides.token ?? "",
  };
  const sign = overrides.sign ?? computeSign(unsigned, dataJson, overrides.sid ?? "");
  return `{"basic":${JSON.stringify({ ...unsigned, sign })},"data":${dataJson}}`;
}

/** What fetch accepts as a body (Node has no DOM BodyInit). */
export type RequestBody = RequestInit["body"];

/** An HTTP answer with its body as text and, when it parses, as JSON. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: { basic: { code: number; msg: string }; data: unknown } | null;
}

/** POSTs `body` to /vms`path` with fetch (no client library in the way). */
export async function postRaw(
  baseUrl: string,
  path: string,
  body: RequestBody,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<RawAnswer> {
  const res = await fetch(`${baseUrl}${API_PREFIX}${path}`, { method: "POST", body, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: parseOrNull(text) };
}

function parseOrNull(text: string): RawAnswer["json"] {
  try {
    return JSON.parse(text) as RawAnswer["json"];
  } catch {
    return null;
  }
}

// A stack frame ("at fn (file:1:2)"), a source path, or the word "stack" would leak internals.
const LEAKS = [/stack/i, /\bat \S+ \(/, /\bat \S+:\d+:\d+/, /file:\/\//, /\/[\w.-]+\/[\w.-]+\.(?:ts|js|mjs)\b/, /node_modules/];

/** Asserts an envelope failure: code, HTTP status, translated msg, and no internals leaked. */
export function expectEnvelopeError(answer: RawAnswer, code: number, httpStatus: number, locale: Locale = "en-US"): void {
  expect(answer.status).toBe(httpStatus);
  expect(answer.json?.basic.code).toBe(code);
  const entry = catalogueEntry(code);
  expect(entry).toBeDefined();
  expect(answer.json?.basic.msg).toBeTruthy();
  expect(answer.json?.basic.msg).toBe(translate(locale, entry!.message));
  for (const leak of LEAKS) expect(answer.text).not.toMatch(leak);
}
