/**
 * What a transport API answers. Devices report API-level failures inside a successful result
 * (`code` 200, `status: "failed"`, `reason`), which is why this is not an exception (spec §4).
 */
export type Outcome = { ok: true; data: unknown } | { ok: false; reason: string };

/** A successful outcome. */
export const ok = (data: unknown = {}): Outcome => ({ ok: true, data });
/** A failed outcome with the device's reason. */
export const failed = (reason: string): Outcome => ({ ok: false, reason });

export { intParam, type TransportParams as Params } from "@vms/api-client";
