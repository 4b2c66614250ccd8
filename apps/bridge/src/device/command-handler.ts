import { Code, SUCCESS_CODE, type ReportedStorage } from "@vms/api-client";
import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { CameraHub } from "../media/camera-hub.js";
import type { DeviceLog } from "./device-log.js";
import type { DeviceSettings } from "./device-settings.js";
import { LiveStreams, type LiveStats } from "./live-streams.js";
import type { CommandHost, DeviceCommand, PtzPort, RecordingPort } from "./ports.js";
import { runTransport } from "./transport.js";

/** What the commands need of the bridge (it outlives each connection). */
export interface DeviceCore {
  readonly sn: string;
  readonly model: string;
  readonly version: string;
  readonly log: DeviceLog;
  readonly settings: DeviceSettings;
  readonly hub: CameraHub;
  readonly recording: RecordingPort;
  readonly ptz: PtzPort;
  readonly liveStats: LiveStats;
  cameras(): readonly BridgeCamera[];
  channelEnabled(chlIndex: number): boolean;
  /** channelSet: applies at once, resolves with the channel's online state once the data folder keeps it. */
  setChannelEnabled(chlIndex: number, enabled: boolean): Promise<boolean>;
  setSecurityCode(code: string): Promise<void>;
  storage(): Promise<ReportedStorage>;
  /** Closes this connection (1012) and says hello again shortly after. */
  reboot(): void;
}

/**
 * Answers the commands of one connection (docs/device-protocol.md): every `cmd` gets exactly one
 * `result` with its id, also when a handler throws.
 */
export class CommandHandler {
  readonly live: LiveStreams;

  constructor(
    private readonly core: DeviceCore,
    private readonly connection: Omit<CommandHost, "reply">,
  ) {
    this.live = new LiveStreams(core.hub, core.liveStats, (chl) => core.channelEnabled(chl), (message) => core.log.add("INFO", "video", message));
  }

  run(cmd: DeviceCommand): void {
    let replied = false;
    const host: CommandHost = {
      ...this.connection,
      reply: (code, data) => {
        if (replied) return;
        replied = true;
        this.connection.send({ type: "result", id: cmd.id, code, ...(data === undefined ? {} : { data }) });
      },
    };
    this.core.log.add("INFO", "command", `command ${cmd.name}${cmd.name === "transport" ? ` ${String(cmd.params["api"])}` : ""}`);
    this.dispatch(cmd, host).catch((err: unknown) => {
      this.core.log.add("ERROR", "cloud", `command ${cmd.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      host.reply(Code.DEVICE_DENIED, { reason: "the bridge failed to carry it out" });
    });
  }

  dispose(): void {
    this.live.dispose();
  }

  private async dispatch(cmd: DeviceCommand, host: CommandHost): Promise<void> {
    const { core } = this;
    const p = cmd.params;
    switch (cmd.name) {
      case "reboot":
        host.reply(SUCCESS_CODE, {});
        return core.reboot();
      case "logUpload":
        return host.reply(SUCCESS_CODE, core.log.upload(core.sn, core.model, core.version));
      case "configGet": {
        const value = core.settings.get(p["section"]);
        return value === null ? host.reply(Code.MALFORMED, { reason: "unknown section" }) : host.reply(SUCCESS_CODE, value);
      }
      case "configSet": {
        const result = await core.settings.set(p["section"], p["value"]);
        if (result.ok) core.log.add("INFO", "config", `${String(p["section"])} changed`);
        return result.ok ? host.reply(SUCCESS_CODE, result.value) : host.reply(Code.MALFORMED, { reason: result.reason });
      }
      case "channelSet":
        return this.channelSet(p, host);
      case "securityCode": {
        const code = p["newSecurityCode"];
        if (typeof code !== "string" || code.length < 6 || code.length > 32) return host.reply(Code.MALFORMED, { reason: "security code must be 6-32 characters" });
        await core.setSecurityCode(code);
        core.log.add("INFO", "security", "security code changed");
        return host.reply(SUCCESS_CODE, {});
      }
      case "transport": {
        const answer = await runTransport(p, { hub: core.hub, ptz: core.ptz, recording: core.recording, cameras: () => core.cameras(), storage: () => core.storage() });
        return host.reply(answer.code, answer.data);
      }
      case "streamStart":
        return this.live.start(p, host);
      case "streamStop":
        // Live ids are the bridge's; exports' and playbacks' belong to the recording.
        if (this.live.owns(p["streamId"]) || !core.recording.handles("streamStop")) return this.live.stop(p, host);
        return core.recording.run(cmd, host);
      default:
        if (core.recording.handles(cmd.name)) return core.recording.run(cmd, host);
        // upgrade, and anything newer than this bridge: a bridge is updated by its site, not over the air.
        return host.reply(Code.MALFORMED, { reason: `${cmd.name} is not supported by the bridge` });
    }
  }

  private async channelSet(p: Record<string, unknown>, host: CommandHost): Promise<void> {
    const chlIndex = p["chlIndex"];
    const enabled = p["enabled"];
    if (typeof chlIndex !== "number" || typeof enabled !== "boolean" || !this.core.hub.has(chlIndex)) return host.reply(Code.MALFORMED, { reason: "chlIndex and enabled required" });
    const online = await this.core.setChannelEnabled(chlIndex, enabled);
    this.core.log.add("INFO", "channel", `CH${chlIndex} ${enabled ? "enabled" : "disabled"}`);
    host.reply(SUCCESS_CODE, { chlIndex, enabled, online });
    host.send({ type: "status", channels: [{ chlIndex, online }] });
    if (!enabled) this.live.endChannel(chlIndex, host);
  }
}
