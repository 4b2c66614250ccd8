/** Width the scrub thumbnails are scaled to: their box is 160 px, twice that for dense screens. */
export const THUMBNAIL_WIDTH = 320;

/** True when the browser decodes video with WebCodecs (Chromium does; without it thumbnails show the time only). */
export function canDecodeKeyFrames(): boolean {
  return typeof VideoDecoder !== "undefined" && typeof EncodedVideoChunk !== "undefined";
}

/** Base64 → bytes. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Decodes one H.264 key frame (Annex B, SPS and PPS first) with WebCodecs into a small bitmap
 * (issue 31: the server has no image encoder, so thumbnails travel as the key frame itself).
 */
export async function decodeKeyFrame(codec: string, data: Uint8Array<ArrayBuffer>, width = THUMBNAIL_WIDTH): Promise<ImageBitmap> {
  const frames: VideoFrame[] = [];
  const decoder = new VideoDecoder({ output: (frame) => frames.push(frame), error: () => {} });
  try {
    // No `description`: the chunk is Annex B, its SPS and PPS in band.
    decoder.configure({ codec, optimizeForLatency: true });
    decoder.decode(new EncodedVideoChunk({ type: "key", timestamp: 0, data }));
    await decoder.flush();
    const frame = frames[0];
    if (!frame) throw new Error("the key frame decoded to no picture");
    const height = Math.max(1, Math.round((frame.displayHeight * width) / Math.max(1, frame.displayWidth)));
    return await createImageBitmap(frame, { resizeWidth: width, resizeHeight: height, resizeQuality: "medium" });
  } finally {
    frames.forEach((f) => f.close());
    if (decoder.state !== "closed") decoder.close();
  }
}
