import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";

/** Where the site dialogs repeat a failure inline: under the name, or above the form. */
export interface InlineSiteError {
  field?: "siteName";
  message: MessageDescriptor;
}

/** Spec §8 Sites codes the add/edit dialog explains inline (instead of the toast). */
const FORM_CODES: ReadonlySet<number> = new Set([Code.SITE_COUNT_MAX, Code.SITE_DEPTH_MAX, Code.SITE_NAME_EXISTS, Code.SITE_MISSING]);
/** Spec §8 codes the delete confirmation explains inline. */
const DELETE_CODES: ReadonlySet<number> = new Set([Code.SITE_HAS_SUBSITES, Code.SITE_HAS_DEVICES, Code.SITE_MISSING]);

function inline(error: unknown, codes: ReadonlySet<number>): InlineSiteError | null {
  const { code } = toApiError(error);
  const message = codes.has(code) ? catalogueEntry(code)?.message : undefined;
  if (!message) return null;
  return code === Code.SITE_NAME_EXISTS ? { field: "siteName", message } : { message };
}

/** The catalogue message of a failed add/edit to show in the dialog (33822, 33823, 33032, 33003), or null. */
export function siteFormError(error: unknown): InlineSiteError | null {
  return inline(error, FORM_CODES);
}

/** The catalogue message of a failed delete to show in the confirmation (33821, 33022, 33003), or null. */
export function siteDeleteError(error: unknown): InlineSiteError | null {
  return inline(error, DELETE_CODES);
}

/** The catalogue message of 33820 (a role lower than the parent's) for the users dialog, or null. */
export function siteGrantError(error: unknown): MessageDescriptor | null {
  const { code } = toApiError(error);
  return code === Code.SITE_GRANT_LOWER ? (catalogueEntry(code)?.message ?? null) : null;
}

/** Whether a failed /site/scene/add was a duplicate name (7000 with a "duplicate" issue). */
export function isDuplicateSceneName(error: unknown): boolean {
  const { code, data } = toApiError(error);
  if (code !== Code.INVALID_DATA || typeof data !== "object" || data === null) return false;
  const issues = (data as { issues?: unknown }).issues;
  return Array.isArray(issues) && issues.some((issue) => (issue as { message?: unknown } | null)?.message === "duplicate");
}

/** Whether a failed /site/scene/delete was 33028 (a site uses the scene). */
export function isSceneInUse(error: unknown): boolean {
  return toApiError(error).code === Code.SCENE_IN_USE;
}
