/**
 * What a transport API answers. Devices report API-level failures inside a successful result
 * (`code` 200, `status: "failed"`, `reason`), which is why this is not an exception (spec §4).
 */
export type Outcome = { ok: true; data: unknown } | { ok: false; reason: string };

/** A successful outcome. */
export const ok = (data: unknown = {}): Outcome => ({ ok: true, data });
/** A failed outcome with the device's reason. */
export const failed = (reason: string): Outcome => ({ ok: false, reason });

/** Loosely typed parameters of a transport call. */
export type Params = Readonly<Record<string, unknown>>;

/** An integer parameter, or null when absent or not an integer. */
export function intParam(params: Params, key: string): number | null {
  const value = params[key];
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}
