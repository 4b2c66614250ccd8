/** Offers `content` as a text file download named `fileName` (a log from /device-logs/download). */
export function saveTextFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
