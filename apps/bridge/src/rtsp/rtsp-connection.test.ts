import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CameraError } from "../media/camera-stream.js";
import { startGstRtspServer, type GstRtspServer } from "../test-support/gst-rtsp-server.test-support.js";
import { header } from "./rtsp-message.js";
import { RtspConnection } from "./rtsp-connection.js";

let server: GstRtspServer;
let port: number;

beforeAll(async () => {
  server = await startGstRtspServer({ user: "viewer", password: "pw", width: 320, height: 240 });
  port = server.port;
});

afterAll(() => server.stop());

describe("RtspConnection against GStreamer's RTSP server", () => {
  it("answers OPTIONS with the methods the server offers", async () => {
    const connection = await RtspConnection.open("127.0.0.1", port, {}, 5000);
    const answer = await connection.request("OPTIONS", `${server.url}/main`);
    expect(answer.status).toBe(200);
    expect(header(answer, "public")).toContain("GET_PARAMETER");
    connection.destroy();
    expect(await connection.closed).toBeNull();
  });

  it("answers the Digest challenge once and gets the SDP, keeping the nonce for later requests", async () => {
    const connection = await RtspConnection.open("127.0.0.1", port, { username: "viewer", password: "pw" }, 5000);
    const describe = await connection.request("DESCRIBE", `${server.url}/main`, { Accept: "application/sdp" });
    expect(describe.status).toBe(200);
    expect(describe.body.toString()).toContain("H264/90000");
    expect((await connection.request("DESCRIBE", `${server.url}/sub`, { Accept: "application/sdp" })).status).toBe(200);
    connection.destroy();
  });

  it("throws unauthorized after a second 401", async () => {
    const connection = await RtspConnection.open("127.0.0.1", port, { username: "viewer", password: "nope" }, 5000);
    const error = await connection.request("DESCRIBE", `${server.url}/main`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).failure).toBe("unauthorized");
    connection.destroy();
  });

  it("reports the server closing the connection as unreachable", async () => {
    const other = await startGstRtspServer({ width: 160, height: 120 });
    const connection = await RtspConnection.open("127.0.0.1", other.port, {}, 5000);
    await other.stop();
    expect((await connection.closed)?.failure).toBe("unreachable");
  });
});
