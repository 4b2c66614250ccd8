import { describe, expect, it } from "vitest";
import { header, RtspFramer, serializeRequest, type RtspFrame } from "./rtsp-message.js";

const response = "RTSP/1.0 200 OK\r\nCSeq: 2\r\nContent-Type: application/sdp\r\nContent-Length: 5\r\n\r\nv=0\r\n";
const interleaved = Buffer.from([0x24, 0x00, 0x00, 0x03, 0xaa, 0xbb, 0xcc]);

describe("RtspFramer", () => {
  it("splits a response with a body from interleaved RTP frames", () => {
    const frames = new RtspFramer().push(Buffer.concat([Buffer.from(response), interleaved]));
    expect(frames).toHaveLength(2);
    const [first, second] = frames as [RtspFrame, RtspFrame];
    expect(first.kind === "response" && first.response.status).toBe(200);
    expect(first.kind === "response" && header(first.response, "cseq")).toBe("2");
    expect(first.kind === "response" && first.response.body.toString()).toBe("v=0\r\n");
    expect(second).toEqual({ kind: "interleaved", channel: 0, payload: Buffer.from([0xaa, 0xbb, 0xcc]) });
  });

  it("waits for frames cut across TCP reads, byte by byte", () => {
    const framer = new RtspFramer();
    const all = Buffer.concat([interleaved, Buffer.from(response), interleaved]);
    const frames: RtspFrame[] = [];
    for (const byte of all) frames.push(...framer.push(Buffer.from([byte])));
    expect(frames.map((f) => f.kind)).toEqual(["interleaved", "response", "interleaved"]);
  });

  it("copies what outlives a push: the reader reuses its buffer for the next read", () => {
    const framer = new RtspFramer();
    const read = Buffer.alloc(256);
    const stream = Buffer.concat([Buffer.from(response), interleaved, interleaved]);
    // The response and the first two bytes of the second RTP frame, then the rest, through one reused buffer.
    const cut = response.length + interleaved.length + 2;
    stream.copy(read, 0, 0, cut);
    const first = framer.push(read.subarray(0, cut));
    read.fill(0xee);
    stream.copy(read, 0, cut);
    const second = framer.push(read.subarray(0, stream.length - cut));
    read.fill(0xee);
    expect(first[0]!.kind === "response" && first[0]!.response.body.toString()).toBe("v=0\r\n");
    expect(second).toEqual([{ kind: "interleaved", channel: 0, payload: Buffer.from([0xaa, 0xbb, 0xcc]) }]);
  });

  it("keeps repeated headers and skips requests from the server", () => {
    const text = 'RTSP/1.0 401 Unauthorized\r\nCSeq: 3\r\nWWW-Authenticate: Digest realm="a"\r\nWWW-Authenticate: Basic realm="a"\r\n\r\n';
    const frames = new RtspFramer().push(Buffer.from(`ANNOUNCE rtsp://x RTSP/1.0\r\nCSeq: 9\r\n\r\n${text}`));
    expect(frames).toHaveLength(1);
    const only = frames[0]!;
    expect(only.kind === "response" && only.response.headers.get("www-authenticate")).toEqual(['Digest realm="a"', 'Basic realm="a"']);
  });
});

describe("serializeRequest", () => {
  it("writes the request line and headers, ending with a blank line", () => {
    expect(serializeRequest("OPTIONS", "rtsp://cam/", { CSeq: "1" })).toBe("OPTIONS rtsp://cam/ RTSP/1.0\r\nCSeq: 1\r\n\r\n");
  });
});
