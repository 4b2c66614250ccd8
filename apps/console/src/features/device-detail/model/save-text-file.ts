import { saveFile } from "@/shared/lib/save-file";

/** Offers `content` as a text file download named `fileName` (a log from /device-logs/download). */
export function saveTextFile(fileName: string, content: string): void {
  saveFile(content, fileName, "text/plain;charset=utf-8");
}
