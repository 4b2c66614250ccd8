import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // The RTSP and ONVIF tests start real peers (GStreamer's RTSP server, a SOAP responder): give them room on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
