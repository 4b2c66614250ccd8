import { createSocket } from "node:dgram";
import { describe, expect, it } from "vitest";
import { bindUdpPair } from "./udp-pair.js";

describe("bindUdpPair", () => {
  it("binds an even RTP port and the odd RTCP port above it, and receives on both", async () => {
    const pair = await bindUdpPair();
    try {
      expect(pair.rtpPort % 2).toBe(0);
      expect(pair.rtcp.address().port).toBe(pair.rtpPort + 1);
      const received = Promise.all([pair.rtp, pair.rtcp].map((s) => new Promise<Buffer>((resolve) => s.once("message", resolve))));
      const sender = createSocket("udp4");
      sender.send(Buffer.from("rtp"), pair.rtpPort, "127.0.0.1");
      sender.send(Buffer.from("rtcp"), pair.rtpPort + 1, "127.0.0.1");
      expect((await received).map(String)).toEqual(["rtp", "rtcp"]);
      sender.close();
    } finally {
      pair.close();
    }
  });
});
