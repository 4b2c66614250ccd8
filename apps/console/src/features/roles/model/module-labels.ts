import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Names of the modules the server groups codes by (/func-res/list `moduleList`). */
export const MODULE_LABELS: Record<string, MessageDescriptor> = {
  video: msg`Video`,
  device: msg`Devices and sites`,
  alarm: msg`Alarms and rules`,
  org: msg`Organization`,
  security: msg`Privacy and security`,
  service: msg`Services`,
};

/** Toggles one code in a role's code list (kept sorted, once each). */
export function toggleCode(codes: readonly string[], code: string, on: boolean): string[] {
  const next = new Set(codes);
  if (on) next.add(code);
  else next.delete(code);
  return [...next].sort();
}
