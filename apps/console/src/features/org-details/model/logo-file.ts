import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES } from "@vms/api-client";

export const logoTypeMessage: MessageDescriptor = msg`Choose a JPG, JPEG or PNG file.`;
export const logoSizeMessage: MessageDescriptor = msg`The logo must be smaller than 500 KB.`;

/** Spec §5 logo rules checked before the upload (the server checks the bytes again). */
export function logoFileProblem(file: { name: string; size: number }): MessageDescriptor | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension)) return logoTypeMessage;
  if (file.size >= LOGO_MAX_BYTES) return logoSizeMessage;
  return null;
}
