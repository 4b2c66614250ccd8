import { describe, expect, it } from "vitest";
import { parseTransport, sessionOf } from "./rtsp-transport.js";

describe("parseTransport", () => {
  it("reads the interleaved channels and UDP ports", () => {
    const params = parseTransport("RTP/AVP/TCP;unicast;interleaved=2-3;ssrc=1A2B3C4D;mode=\"PLAY\"");
    expect(params.get("interleaved")).toBe("2-3");
    expect(parseTransport("RTP/AVP;unicast;client_port=50000-50001;server_port=6970-6971").get("server_port")).toBe("6970-6971");
  });
});

describe("sessionOf", () => {
  it("splits the id from the timeout and defaults the timeout to 60 s", () => {
    expect(sessionOf("Dx1fPq;timeout=30")).toEqual({ id: "Dx1fPq", timeoutS: 30 });
    expect(sessionOf("12345678")).toEqual({ id: "12345678", timeoutS: 60 });
  });

  it("refuses a SETUP answer without a session", () => {
    expect(() => sessionOf(undefined)).toThrow(/session/);
  });
});
