/** Lets the browser download the AVI (the server answers it as an attachment). */
export function startDownload(links: { aviUrl: string }): void {
  const a = document.createElement("a");
  a.href = links.aviUrl;
  a.download = "";
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}
