import { describe, expect, it } from "vitest";
import { UsageError, gatewayUrlOf, parseCli } from "./args.js";

describe("vms-bridge's command line", () => {
  it("runs by default, accepts the `--` pnpm passes on, and defaults the data folder", () => {
    expect(parseCli(["--", "--server", "https://vms.example.com", "--config", "site.yaml"])).toEqual({
      command: "run",
      server: "https://vms.example.com",
      gatewayUrl: "wss://vms.example.com/ws-device",
      config: "site.yaml",
      data: "./bridge-data",
    });
    expect(parseCli(["run", "--server", "http://10.0.0.2:8080/", "--config", "c.yaml", "--data", "/var/lib/vms-bridge"])).toMatchObject({ gatewayUrl: "ws://10.0.0.2:8080/ws-device", data: "/var/lib/vms-bridge" });
  });

  it("keeps a base path and drops a query from the server address", () => {
    expect(gatewayUrlOf("https://example.com/vms/?x=1")).toBe("wss://example.com/vms/ws-device");
  });

  it("parses discover with and without --write", () => {
    expect(parseCli(["discover"])).toEqual({ command: "discover", write: null });
    expect(parseCli(["--", "discover", "--write", "site.yaml"])).toEqual({ command: "discover", write: "site.yaml" });
  });

  it("refuses missing options, unknown commands and other schemes as usage errors", () => {
    expect(() => parseCli(["--config", "c.yaml"])).toThrow(new UsageError("--server is required"));
    expect(() => parseCli(["--server", "http://x"])).toThrow(new UsageError("--config is required"));
    expect(() => parseCli(["start"])).toThrow(UsageError);
    expect(() => parseCli(["--server", "ftp://x", "--config", "c"])).toThrow(/http\(s\) URL/);
    expect(() => parseCli(["--bogus"])).toThrow(UsageError);
  });
});
