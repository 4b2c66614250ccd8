import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogueEntry, toApiError } from "@vms/api-client";

/** The failure's catalogue message (spec §8), else a generic one with the code. */
export function failureText(i18n: I18n, error: unknown): string {
  if (error === null) return i18n._(msg`The download task could not be created.`);
  const { code, serverMsg } = toApiError(error);
  const entry = catalogueEntry(code);
  if (entry) return i18n._(entry.message);
  return serverMsg || i18n._(msg`The download task could not be created (code ${code}).`);
}
