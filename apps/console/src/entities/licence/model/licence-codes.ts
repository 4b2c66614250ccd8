import { Code } from "@vms/api-client";

/** The codes a licensed action is refused with (spec §8 Licence group; issue 27): the channel's licence warning, not a video failure. */
const LICENCE_REFUSALS: ReadonlySet<number> = new Set([Code.NOT_LICENSED, Code.NO_LICENCE, Code.LICENCE_EXPIRED]);

/** True when `code` refuses a channel for want of a licence. */
export function isLicenceRefusal(code: number | null | undefined): code is number {
  return code !== null && code !== undefined && LICENCE_REFUSALS.has(code);
}
