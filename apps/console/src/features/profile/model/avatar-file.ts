import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, Code, toApiError } from "@vms/api-client";

export type AvatarProblem = "type" | "size";

/** Spec §5: png, jpg, jpeg or bmp, under 2 MB. Checked before anything is uploaded. */
export function checkAvatarFile(file: Pick<File, "name" | "size">): AvatarProblem | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!file.name.includes(".") || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return "type";
  return file.size >= AVATAR_MAX_BYTES ? "size" : null;
}

/** The file chooser's filter. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/**
 * The avatar rule the server refused the upload for (7000 with an issue on `file`): a file whose
 * name passed but whose bytes are no PNG, JPEG or BMP is "type", as if the chooser had caught it.
 */
export function avatarProblemOf(error: unknown): AvatarProblem | null {
  const { code, data } = toApiError(error);
  if (code !== Code.INVALID_DATA || typeof data !== "object" || data === null) return null;
  const issues = (data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return null;
  for (const issue of issues as Array<{ path?: unknown; message?: unknown } | null>) {
    if (issue?.path === "file" && (issue.message === "type" || issue.message === "size")) return issue.message;
  }
  return null;
}
