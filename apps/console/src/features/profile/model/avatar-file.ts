import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from "@vms/api-client";

export type AvatarProblem = "type" | "size";

/** Spec §5: png, jpg, jpeg or bmp, under 2 MB. Checked before anything is uploaded. */
export function checkAvatarFile(file: Pick<File, "name" | "size">): AvatarProblem | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!file.name.includes(".") || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return "type";
  return file.size >= AVATAR_MAX_BYTES ? "size" : null;
}

/** The file chooser's filter. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(",");
