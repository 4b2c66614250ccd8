import { afterEach, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { CliError, parseCliArgs } from "./cli-args.js";
import { fleetTable, typeLabel } from "./fleet-table.js";
import { runCli, type CliRun } from "./run-cli.js";

let gateway: FakeGateway | null = null;
let run: CliRun | null = null;
afterEach(async () => {
  await run?.stop();
  run = null;
  vi.useRealTimers();
  await gateway?.close();
  gateway = null;
});

describe("vms-device-sim arguments", () => {
  it("parses the options with defaults", () => {
    expect(parseCliArgs(["--server", "http://localhost:8080"])).toEqual({ server: "http://localhost:8080", count: 10, seed: "cli", prefix: "", dropEverySec: 0, concurrency: 100, exportFps: 0 });
    expect(parseCliArgs(["--server", "http://h", "--export-fps", "100"])).toMatchObject({ exportFps: 100 });
    expect(parseCliArgs(["--server", "ws://h:1", "--count", "3", "--seed", "42", "--prefix", "ann-", "--drop-every", "5"])).toMatchObject({ count: 3, seed: "42", prefix: "ann-", dropEverySec: 5 });
    expect(parseCliArgs(["--help"])).toBeNull();
    expect(parseCliArgs(["--", "--server", "http://h"])).toMatchObject({ server: "http://h" });
  });

  it("refuses bad options with a message", () => {
    for (const argv of [[], ["--server", "localhost:80"], ["--server", "http://h", "--count", "0"], ["--server", "http://h", "--prefix", "a b"], ["--server", "http://h", "--bogus"], ["--server", "http://h", "--export-fps", "-1"]]) {
      expect(() => parseCliArgs(argv), argv.join(" ")).toThrow(CliError);
    }
  });
});

describe("vms-device-sim table", () => {
  it("§3: lists SN, security code, type, model, channels and firmware per device", () => {
    const fleet = generateFleet({ count: 7, seed: "table" });
    const lines = fleetTable(fleet).split("\n");
    expect(lines[0]).toMatch(/^#\s+SN\s+Security code\s+Type\s+Model\s+Channels\s+Firmware$/);
    expect(lines).toHaveLength(9);
    expect(lines[2]).toContain(fleet[0]!.sn);
    expect(lines[2]).toContain(fleet[0]!.securityCode);
    expect(fleet.map(typeLabel)).toEqual(["IPC (fixed)", "IPC (PTZ)", "NVR", "DVR", "CARD_IPC", "DOORBELL_IPC", "Viewing Station"]);
  });
});

describe("vms-device-sim run", () => {
  it("prints the table, connects the prefixed fleet, summarises, and drops devices on schedule", async () => {
    gateway = await startFakeGateway();
    const lines: string[] = [];
    // The drop schedule (and the devices' keep-alives) run on a fake clock; sockets stay real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    run = await runCli({ server: gateway.url, count: 3, seed: "cli-test", prefix: "T-", dropEverySec: 1, concurrency: 2, exportFps: 0 }, (l) => lines.push(l));
    expect(run.connected).toBe(3);
    expect(run.devices.every((d) => d.sn.startsWith("T-"))).toBe(true);
    expect(lines.join("\n")).toContain("T-" + generateFleet({ count: 1, seed: "cli-test" })[0]!.sn);
    expect(lines.some((l) => /^3\/3 devices connected to ws:\/\/127\.0\.0\.1:\d+\/ws-device in \d+ ms$/.test(l))).toBe(true);
    const drops = () => lines.filter((l) => / dropping T-/.test(l)).length;
    vi.advanceTimersByTime(999);
    expect(drops()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(drops()).toBe(1);
  });

  it("reports devices that could not start and keeps the others", async () => {
    const refused = `X-${generateFleet({ count: 2, seed: "cli-refuse" })[1]!.sn}`;
    gateway = await startFakeGateway({ refuse: (hello) => (hello.sn === refused ? 7068 : null) });
    const lines: string[] = [];
    run = await runCli({ server: gateway.url, count: 2, seed: "cli-refuse", prefix: "X-", dropEverySec: 0, concurrency: 5, exportFps: 0 }, (l) => lines.push(l));
    expect(run.connected).toBe(1);
    expect(lines).toContain(`  failed ${refused}: refused (7068: wrong security code?)`);
  });
});
