import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describePluginCode } from "@vms/plugin-protocol";

/** Why the plugin could not open or show a saved file (spec §8 plugin codes 301/302). */
export function openFileProblem(i18n: I18n, cmd: "OpenSnapRecordFile" | "OpenFilePath", code: number): string {
  const meaning = describePluginCode(code, cmd);
  if (meaning.kind === "fileMissing") return i18n._(msg`The file is no longer there.`);
  if (meaning.kind === "openPictureFailed") return i18n._(msg`The picture could not be opened.`);
  return i18n._(msg`The file could not be opened (code ${code}).`);
}
