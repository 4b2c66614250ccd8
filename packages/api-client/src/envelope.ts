import { z } from "zod/mini";

/** `basic` block of every request body (spec §3). */
export const requestBasicSchema = z.object({
  ver: z.string().check(z.minLength(1), z.maxLength(8)),
  time: z.number().check(z.int(), z.nonnegative()),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  token: z.string().check(z.maxLength(256)),
  sign: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type RequestBasic = z.infer<typeof requestBasicSchema>;

/** A request body before its `data` is checked against the endpoint's schema. */
export const requestEnvelopeSchema = z.object({
  basic: requestBasicSchema,
  data: z.record(z.string(), z.unknown()),
});
export type RequestEnvelope = z.infer<typeof requestEnvelopeSchema>;

/** `basic` block of every response body. */
export const responseBasicSchema = z.object({
  code: z.number().check(z.int()),
  msg: z.string(),
});
export type ResponseBasic = z.infer<typeof responseBasicSchema>;

/** A response body before its `data` is checked. */
export const responseEnvelopeSchema = z.object({
  basic: responseBasicSchema,
  data: z.unknown(),
});
export type ResponseEnvelope<D = unknown> = { basic: ResponseBasic; data: D };

/** Request schema for a given data schema (used by the OpenAPI document). */
export function requestEnvelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ basic: requestBasicSchema, data });
}

/** Response schema for a given data schema (used by the OpenAPI document). */
export function responseEnvelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ basic: responseBasicSchema, data });
}
