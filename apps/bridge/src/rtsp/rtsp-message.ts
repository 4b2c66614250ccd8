/** RTSP/1.0 framing on one TCP connection: responses (RFC 2326 §7) interleaved with RTP/RTCP frames ("$", §10.12). */

export interface RtspResponse {
  status: number;
  reason: string;
  /** Lower-case names; a header may repeat (WWW-Authenticate). */
  headers: Map<string, string[]>;
  body: Buffer;
}

/** The RTSP status codes (RFC 2326 §7.1.1) the client acts on. */
export const RtspStatus = { ok: 200, unauthorized: 401 } as const;

export type RtspFrame = { kind: "response"; response: RtspResponse } | { kind: "interleaved"; channel: number; payload: Buffer };

const HEADER_END = Buffer.from("\r\n\r\n");
const DOLLAR = 0x24;
/** A header block larger than this is not RTSP: stop rather than buffer without end. */
const MAX_HEADER_BYTES = 64 * 1024;

export function header(response: RtspResponse, name: string): string | undefined {
  return response.headers.get(name.toLowerCase())?.[0];
}

export function serializeRequest(method: string, url: string, headers: Readonly<Record<string, string>>): string {
  const lines = [`${method} ${url} RTSP/1.0`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/**
 * Splits the bytes of the connection into frames; `push` answers the complete ones in order.
 *
 * The chunk pushed is borrowed (the connection reads into one reused buffer): the interleaved
 * payloads answered may point into it and are valid only until the next push, so whoever keeps
 * one copies it (the depacketizer does). Only a frame cut across reads is copied here, not the
 * stream: at 4 Mbit/s a copy of every read was most of the client's garbage.
 */
export class RtspFramer {
  /** The start of a frame the last chunk cut, owned. */
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): RtspFrame[] {
    const frames: RtspFrame[] = [];
    let data = chunk;
    let owned = false;
    if (this.pending.length > 0) {
      const need = interleavedRest(this.pending);
      if (need !== null && need <= chunk.length) {
        // Completes the cut RTP frame from the chunk's first bytes; the rest is read in place.
        collect(Buffer.concat([this.pending, chunk.subarray(0, need)]), frames);
        data = chunk.subarray(need);
      } else {
        data = Buffer.concat([this.pending, chunk]);
        owned = true;
      }
    }
    const rest = data.subarray(collect(data, frames));
    this.pending = owned || rest.length === 0 ? rest : Buffer.from(rest);
    return frames;
  }
}

/** Bytes still missing of the interleaved frame `head` begins, or null when that is not known yet. */
function interleavedRest(head: Buffer): number | null {
  return head[0] === DOLLAR && head.length >= 4 ? 4 + head.readUInt16BE(2) - head.length : null;
}

/** Reads the complete frames of `buf` into `frames`; answers where the incomplete rest begins. */
function collect(buf: Buffer, frames: RtspFrame[]): number {
  let offset = 0;
  for (;;) {
    const next = readFrame(buf, offset);
    if (next === undefined) return offset;
    offset = next.end;
    if (next.frame) frames.push(next.frame);
  }
}

function readFrame(buf: Buffer, offset: number): { frame?: RtspFrame; end: number } | undefined {
  if (offset >= buf.length) return undefined;
  if (buf[offset] === DOLLAR) {
    if (buf.length - offset < 4) return undefined;
    const end = offset + 4 + buf.readUInt16BE(offset + 2);
    if (end > buf.length) return undefined;
    return { frame: { kind: "interleaved", channel: buf[offset + 1]!, payload: buf.subarray(offset + 4, end) }, end };
  }
  if (!isTextStart(buf[offset]!)) {
    // Garbage between frames (a camera's stray byte): skip to the next "$" or letter.
    let i = offset + 1;
    while (i < buf.length && buf[i] !== DOLLAR && !isTextStart(buf[i]!)) i += 1;
    return { end: i };
  }
  const headerEnd = buf.indexOf(HEADER_END, offset);
  if (headerEnd < 0) {
    if (buf.length - offset > MAX_HEADER_BYTES) throw new Error("RTSP header too long");
    return undefined;
  }
  const { startLine, headers } = parseHead(buf.toString("latin1", offset, headerEnd));
  const length = Number(headers.get("content-length")?.[0] ?? 0);
  const end = headerEnd + 4 + length;
  if (end > buf.length) return undefined;
  const status = /^RTSP\/\d\.\d\s+(\d{3})\s*(.*)$/.exec(startLine);
  // A request from the server (ANNOUNCE, GET_PARAMETER…) is skipped: the bridge has nothing to answer it with.
  if (!status) return { end };
  // The body outlives the chunk (the response settles a promise later): a copy.
  return { frame: { kind: "response", response: { status: Number(status[1]), reason: status[2] ?? "", headers, body: Buffer.from(buf.subarray(headerEnd + 4, end)) } }, end };
}

function isTextStart(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

function parseHead(text: string): { startLine: string; headers: Map<string, string[]> } {
  const lines = text.split("\r\n");
  const headers = new Map<string, string[]>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const list = headers.get(name) ?? [];
    list.push(line.slice(colon + 1).trim());
    headers.set(name, list);
  }
  return { startLine: lines[0] ?? "", headers };
}
