import { saveFile } from "@/shared/lib/save-file";

/** Offers base64 `content` as a download named `fileName` (the import template). */
export function saveBase64File(content: string, fileName: string, type: string): void {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  saveFile(bytes, fileName, type);
}
