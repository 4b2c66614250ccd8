import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.js";
import { DEFAULT_CONSOLE_DIR, SERVER_ROOT } from "./server-paths.js";

const cwd = "/srv/vms";

describe("parseConfig", () => {
  it("§9: applies the documented defaults", () => {
    expect(parseConfig({}, cwd)).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/srv/vms/data",
      databaseUrl: null,
      demo: false,
      demoDevices: 12,
      demoEventsPerMinute: 2,
      demoFleet: "process",
      instanceId: `${os.hostname()}:8080`,
      drainMs: 0,
      heartbeatMs: 2000,
      heartbeatDeadlineMs: 6000,
      instanceBus: "local",
      consoleDir: DEFAULT_CONSOLE_DIR,
      logLevel: "info",
      buildTime: null,
      commit: null,
      smtpUrl: null,
      smtpFrom: "VMS Console <no-reply@vms.local>",
      tokenTtlS: 7200,
      authCacheMs: 2000,
      loginMaxFails: 5,
      captchaAfterFails: 3,
      loginIpPerMinute: 30,
      codeIpPerHour: 20,
      lockMinutes: 10,
      trustProxy: false,
      maxSites: 500,
      maxSiteDepth: 5,
      maxLiveStreamsPerOrg: 64,
      liveWsBases: {},
      pluginInstallerDir: null,
      deviceFramesPerSec: 50,
      deviceFrameBurst: 500,
      deviceNewSnPerIpPerHour: 10_000,
      publicUrl: null,
      offlineAlarmMinutes: null,
      prettyLogs: false,
      env: {},
    });
  });

  it("finds the default console next to the server package, whatever the working directory", () => {
    expect(DEFAULT_CONSOLE_DIR).toBe(path.resolve(SERVER_ROOT, "../console/dist"));
    expect(parseConfig({}, "/somewhere/else").consoleDir).toBe(DEFAULT_CONSOLE_DIR);
  });

  it("reads every variable", () => {
    const config = parseConfig(
      {
        PORT: "9000",
        HOST: "127.0.0.1",
        VMS_DATA_DIR: "/var/lib/vms",
        DATABASE_URL: "postgres://vms@db:5432/vms",
        VMS_DEMO: "1",
        VMS_DEMO_DEVICES: "0",
        VMS_INSTANCE_ID: "vms-a",
        VMS_DEMO_FLEET: "external",
        VMS_DRAIN_MS: "2000",
        VMS_INSTANCE_BUS: "local",
        VMS_CONSOLE_DIR: "web",
        LOG_LEVEL: "debug",
        VMS_BUILD_TIME: "2026-05-01T00:00:00Z",
        VMS_COMMIT: "deadbee",
        SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
        SMTP_FROM: "Cameras <cameras@example.com>",
        VMS_TOKEN_TTL_S: "600",
        VMS_AUTH_CACHE_MS: "500",
        VMS_LOGIN_MAX_FAILS: "7",
        VMS_CAPTCHA_AFTER_FAILS: "10",
        VMS_LOCK_MINUTES: "15",
        VMS_TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
        VMS_CODE_IP_PER_HOUR: "50",
        VMS_MAX_SITES: "50",
        VMS_MAX_SITE_DEPTH: "3",
        VMS_MAX_LIVE_STREAMS_PER_ORG: "8",
        VMS_LIVE_WS_BASES: "vms-b=wss://b.vms.example.com,vms-c=ws://10.0.0.3:8080",
        VMS_DEMO_EVENTS_PER_MIN: "30",
        VMS_PLUGIN_INSTALLER_DIR: "installers",
        VMS_DEVICE_FRAMES_PER_SEC: "0",
        VMS_DEVICE_FRAME_BURST: "100",
        VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR: "300",
      },
      cwd,
    );
    expect(config).toEqual({
      port: 9000,
      host: "127.0.0.1",
      dataDir: "/var/lib/vms",
      databaseUrl: "postgres://vms@db:5432/vms",
      demo: true,
      demoDevices: 0,
      demoEventsPerMinute: 30,
      demoFleet: "external",
      instanceId: "vms-a",
      drainMs: 2000,
      heartbeatMs: 2000,
      heartbeatDeadlineMs: 6000,
      instanceBus: "local",
      consoleDir: "/srv/vms/web",
      logLevel: "debug",
      buildTime: "2026-05-01T00:00:00Z",
      commit: "deadbee",
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      smtpFrom: "Cameras <cameras@example.com>",
      tokenTtlS: 600,
      authCacheMs: 500,
      loginMaxFails: 7,
      captchaAfterFails: 10,
      loginIpPerMinute: 30,
      codeIpPerHour: 50,
      lockMinutes: 15,
      trustProxy: "10.0.0.0/8,127.0.0.1",
      maxSites: 50,
      maxSiteDepth: 3,
      maxLiveStreamsPerOrg: 8,
      liveWsBases: { "vms-b": "wss://b.vms.example.com", "vms-c": "ws://10.0.0.3:8080" },
      pluginInstallerDir: path.join(cwd, "installers"),
      deviceFramesPerSec: 0,
      deviceFrameBurst: 100,
      deviceNewSnPerIpPerHour: 300,
      publicUrl: null,
      offlineAlarmMinutes: null,
      prettyLogs: false,
      env: expect.objectContaining({ PORT: "9000" }),
    });
  });

  it("treats empty variables as unset", () => {
    const config = parseConfig({ PORT: "", DATABASE_URL: " ", VMS_DEMO: "", LOG_LEVEL: "" }, cwd);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.demo).toBe(false);
    expect(config.logLevel).toBe("info");
  });

  it("decision 0039: instances on PostgreSQL talk over it unless VMS_INSTANCE_BUS says local; PGlite stays in-process", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://vms@db/vms" }, cwd).instanceBus).toBe("postgres");
    expect(parseConfig({ DATABASE_URL: "postgres://vms@db/vms", VMS_INSTANCE_BUS: "local" }, cwd).instanceBus).toBe("local");
    expect(parseConfig({}, cwd).instanceBus).toBe("local");
    expect(() => parseConfig({ VMS_INSTANCE_BUS: "postgres" }, cwd)).toThrow(ConfigError);
  });

  it("decision 0039: the heartbeat's deadline defaults to three beats and must be longer than one", () => {
    expect(parseConfig({ VMS_HEARTBEAT_MS: "500" }, cwd)).toMatchObject({ heartbeatMs: 500, heartbeatDeadlineMs: 1500 });
    expect(parseConfig({ VMS_HEARTBEAT_MS: "500", VMS_HEARTBEAT_DEADLINE_MS: "4000" }, cwd)).toMatchObject({ heartbeatMs: 500, heartbeatDeadlineMs: 4000 });
    expect(() => parseConfig({ VMS_HEARTBEAT_MS: "500", VMS_HEARTBEAT_DEADLINE_MS: "500" }, cwd)).toThrow("VMS_HEARTBEAT_DEADLINE_MS");
    expect(() => parseConfig({ VMS_HEARTBEAT_MS: "10" }, cwd)).toThrow("VMS_HEARTBEAT_MS");
  });

  it("accepts the usual spellings of the demo flag", () => {
    for (const on of ["1", "true", "YES", "on"]) expect(parseConfig({ VMS_DEMO: on }, cwd).demo).toBe(true);
    for (const off of ["0", "false", "no", "off"]) expect(parseConfig({ VMS_DEMO: off }, cwd).demo).toBe(false);
  });

  it("§4: VMS_TRUST_PROXY takes a flag or a list of proxies", () => {
    expect(parseConfig({ VMS_TRUST_PROXY: "yes" }, cwd).trustProxy).toBe(true);
    expect(parseConfig({ VMS_TRUST_PROXY: "off" }, cwd).trustProxy).toBe(false);
    expect(parseConfig({ VMS_TRUST_PROXY: "192.168.0.1" }, cwd).trustProxy).toBe("192.168.0.1");
  });

  it("refuses invalid values with a message naming the variable", () => {
    for (const env of [{ PORT: "http" }, { PORT: "70000" }, { DATABASE_URL: "mysql://x" }, { LOG_LEVEL: "loud" }, { VMS_DEMO: "maybe" }, { VMS_INSTANCE_BUS: "nats" }, { SMTP_URL: "http://mail" }, { VMS_MAX_LIVE_STREAMS_PER_ORG: "0" }, { VMS_LIVE_WS_BASES: "vms-b=https://b" }, { VMS_DEVICE_FRAME_BURST: "0" }, { VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR: "-1" }]) {
      expect(() => parseConfig(env, cwd)).toThrow(ConfigError);
      expect(() => parseConfig(env, cwd)).toThrow(Object.keys(env)[0]!);
    }
  });

  it("reads the alarm mails' public address and the offline alarm delay; modules get the environment from the config", () => {
    const env = { VMS_PUBLIC_URL: "https://vms.example.test//", VMS_OFFLINE_ALARM_MINUTES: "3", VMS_S3_BUCKET: "b" };
    const config = parseConfig(env, cwd);
    expect(config).toMatchObject({ publicUrl: "https://vms.example.test", offlineAlarmMinutes: 3, env });
    expect(parseConfig({ VMS_OFFLINE_ALARM_MINUTES: "soon" }, cwd)).toMatchObject({ publicUrl: null, offlineAlarmMinutes: null });
  });
});
