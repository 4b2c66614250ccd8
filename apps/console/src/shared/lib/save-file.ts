/**
 * Lets the browser download what `href` points at (an object, data or attachment URL), named
 * `fileName`; an empty name keeps the one the server gives. The link is in the document while it is
 * clicked, as some browsers need.
 */
export function saveUrl(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Offers `content` as a file the browser downloads, named `fileName`. The object URL goes once the
 * click has started the download: on the next tick by default, after `revokeAfterMs` where a rule
 * says so (spec §9: a download's link is removed after 1000 ms).
 */
export function saveFile(content: BlobPart | Blob, fileName: string, type: string, revokeAfterMs = 0): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
