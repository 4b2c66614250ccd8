import { saveFile } from "./save-file";
/**
 * Downloads `url` reporting progress (0–1; null while the size is unknown), then saves it as
 * `fileName` through a temporary link.
 */
export async function downloadWithProgress(url: string, fileName: string, onProgress: (fraction: number | null) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal: signal ?? null });
  if (!response.ok || !response.body) throw new Error(`download failed (HTTP ${response.status})`);
  const size = Number(response.headers.get("content-length")) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(size ? Math.min(1, received / size) : null);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? "application/octet-stream" });
  // Spec §9: the link is removed after 1000 ms.
  saveFile(blob, fileName, blob.type, 1000);
}
