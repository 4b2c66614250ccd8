import { Code, SUCCESS_CODE, transportParamsSchema, type DeviceFrame, type ServerFrame } from "@vms/api-client";
import type { StorageMedium } from "../descriptors.js";
import type { DeviceJournal } from "./device-journal.js";
import type { DeviceState } from "./device-state.js";
import { failed, intParam, type Outcome } from "./outcome.js";
import { isPtzApi, runPtzApi } from "./ptz-apis.js";
import { isStorageApi, runStorageApi } from "./storage-apis.js";
import type { PlaybackStreams } from "./playback-streams.js";
import type { RecordingExports } from "./recordings.js";
import type { VideoAnswer, VideoStreams } from "./video-streams.js";

type CmdFrame = Extract<ServerFrame, { type: "cmd" }>;

/** What the runner needs from the device that owns the connection. */
export interface CommandHost {
  readonly sn: string;
  readonly state: DeviceState;
  readonly journal: DeviceJournal;
  readonly upgradeStepMs: number;
  readonly failUpgrade: boolean;
  send(frame: DeviceFrame): void;
  /** A timer that dies with the connection. */
  later(ms: number, fn: () => void): void;
  /** Closes the connection now and reconnects after rebootMs. */
  reboot(reason: string): void;
  /** Live streams of this connection (streamStart / streamStop). */
  readonly video: VideoStreams;
  /** Recordings on the device (recSearchDate / recSearchLog / recExport). */
  readonly recordings: RecordingExports;
  /** Playback of recordings (playbackStart / playbackControl / streamStop). */
  readonly playback: PlaybackStreams;
}

const UPGRADE_STEP = 10;
const FORMAT_STEP = 20;

/**
 * Answers the commands of one connection (docs/device-protocol.md): every `cmd` gets exactly one
 * `result` with its id. One long operation (upgrade, format, reboot) at a time: another one while
 * busy answers 7064, as recorders do.
 */
export class CommandRunner {
  private busy = false;
  private formatting: StorageMedium | null = null;

  constructor(private readonly host: CommandHost) {}

  /** Handles one command frame. */
  run(cmd: CmdFrame): void {
    const { host } = this;
    host.journal.add("INFO", "cloud", `command ${cmd.name}${cmd.name === "transport" ? ` ${String(cmd.params["api"])}` : ""}`);
    const p = cmd.params;
    switch (cmd.name) {
      case "reboot":
        if (this.busy) return this.reply(cmd, Code.DEVICE_BUSY);
        this.reply(cmd, SUCCESS_CODE, {});
        return host.reboot("reboot requested by the cloud");
      case "upgrade":
        return this.upgrade(cmd);
      case "logUpload":
        return this.reply(cmd, SUCCESS_CODE, host.journal.upload(host.state.version));
      case "configGet": {
        const value = host.state.getConfig(p["section"]);
        return value === null ? this.reply(cmd, Code.MALFORMED, { reason: "unknown section" }) : this.reply(cmd, SUCCESS_CODE, value);
      }
      case "configSet": {
        const result = host.state.setConfig(p["section"], p["value"]);
        if (result.ok) host.journal.add("INFO", "config", `${String(p["section"])} changed`);
        return result.ok ? this.reply(cmd, SUCCESS_CODE, result.value) : this.reply(cmd, Code.MALFORMED, { reason: result.reason });
      }
      case "channelSet":
        return this.channelSet(cmd);
      case "securityCode": {
        const code = p["newSecurityCode"];
        if (typeof code !== "string" || code.length < 6 || code.length > 32) return this.reply(cmd, Code.MALFORMED, { reason: "security code must be 6-32 characters" });
        host.state.securityCode = code;
        host.journal.add("INFO", "security", "security code changed");
        return this.reply(cmd, SUCCESS_CODE, {});
      }
      case "transport":
        return this.transport(cmd);
      case "streamStart":
        return this.video(cmd, host.video.start(p));
      case "streamStop":
        return this.video(cmd, host.recordings.stop(p) ?? host.playback.stop(p) ?? host.video.stop(p));
      case "recSearchDate":
        return this.video(cmd, host.recordings.searchDate(p));
      case "recSearchLog":
        return this.video(cmd, host.recordings.searchLog(p));
      case "recExport":
        return this.video(cmd, host.recordings.export(p));
      case "playbackStart":
        return this.video(cmd, host.playback.start(p));
      case "playbackControl":
        return this.video(cmd, host.playback.control(p));
      default:
        return this.reply(cmd, Code.MALFORMED, { reason: "unknown command" });
    }
  }

  /** The connection is gone: a format in progress completes on the device regardless. */
  dispose(): void {
    if (this.formatting) Object.assign(this.formatting, { status: "normal", freeMB: this.formatting.capacityMB });
    this.formatting = null;
    this.busy = false;
    this.host.video.dispose();
    this.host.recordings.dispose();
    this.host.playback.dispose();
  }

  private video(cmd: CmdFrame, answer: VideoAnswer): void {
    this.reply(cmd, answer.code, answer.data);
  }

  private reply(cmd: CmdFrame, code: number, data?: unknown): void {
    this.host.send({ type: "result", id: cmd.id, code, ...(data === undefined ? {} : { data }) });
  }

  private progress(cmd: CmdFrame, percent: number): void {
    this.host.send({ type: "progress", id: cmd.id, percent });
  }

  private upgrade(cmd: CmdFrame): void {
    const { host } = this;
    const version = cmd.params["version"];
    if (typeof version !== "string" || !version.trim() || version.length > 64) return this.reply(cmd, Code.MALFORMED, { reason: "version required" });
    if (this.busy) return this.reply(cmd, Code.DEVICE_BUSY);
    this.busy = true;
    host.journal.add("INFO", "upgrade", `downloading firmware ${version}`);
    let percent = 0;
    this.progress(cmd, percent);
    const tick = () => {
      percent += UPGRADE_STEP;
      if (host.failUpgrade && percent > 50) {
        this.busy = false;
        host.journal.add("ERROR", "upgrade", `firmware ${version} rejected: image verification failed`);
        return this.reply(cmd, Code.DEVICE_DENIED, { reason: "image verification failed" });
      }
      this.progress(cmd, percent);
      if (percent < 100) return host.later(host.upgradeStepMs, tick);
      this.reply(cmd, SUCCESS_CODE, {});
      host.state.version = version.trim();
      host.journal.add("INFO", "upgrade", `firmware ${version} written, rebooting`);
      host.reboot("upgrade");
    };
    host.later(host.upgradeStepMs, tick);
  }

  private channelSet(cmd: CmdFrame): void {
    const { state } = this.host;
    const runtime = state.channels.get(intParam(cmd.params, "chlIndex") ?? -1);
    const enabled = cmd.params["enabled"];
    if (!runtime || typeof enabled !== "boolean") return this.reply(cmd, Code.MALFORMED, { reason: "chlIndex and enabled required" });
    runtime.channel.enabled = enabled;
    const online = state.channelOnline(runtime);
    this.host.journal.add("INFO", "channel", `CH${runtime.channel.chlIndex} ${enabled ? "enabled" : "disabled"}`);
    this.reply(cmd, SUCCESS_CODE, { chlIndex: runtime.channel.chlIndex, enabled, online });
    this.host.send({ type: "status", channels: [{ chlIndex: runtime.channel.chlIndex, online }] });
    if (!online) this.host.video.endChannel(runtime.channel.chlIndex);
  }

  private transport(cmd: CmdFrame): void {
    const parsed = transportParamsSchema.safeParse(cmd.params);
    if (!parsed.success) return this.reply(cmd, Code.MALFORMED, { reason: "unknown api or malformed params" });
    const { api, chlIndex, params } = parsed.data;
    const { state } = this.host;
    if (isStorageApi(api)) {
      const step = runStorageApi(api, params, state, this.host.sn);
      if (step.kind === "now") return this.answer(cmd, step.outcome);
      if (this.busy) return this.reply(cmd, Code.DEVICE_BUSY);
      return this.format(cmd, step.medium, step.describe);
    }
    if (!isPtzApi(api)) return this.answer(cmd, failed("not supported"));
    // Single-channel cameras may omit chlIndex; recorders must say which camera.
    const only = state.channels.size === 1 ? [...state.channels.values()][0] : undefined;
    const runtime = chlIndex === undefined ? only : state.channels.get(chlIndex);
    if (!runtime) return this.answer(cmd, failed("channel not found"));
    this.answer(cmd, runPtzApi(api, params, { supportFun: runtime.channel.supportFun, online: state.channelOnline(runtime), state: runtime.ptz }));
  }

  private answer(cmd: CmdFrame, outcome: Outcome): void {
    this.reply(cmd, SUCCESS_CODE, outcome.ok ? { status: "success", data: outcome.data } : { status: "failed", reason: outcome.reason, data: null });
  }

  private format(cmd: CmdFrame, medium: StorageMedium, describe: () => unknown): void {
    const { host } = this;
    this.busy = true;
    this.formatting = medium;
    Object.assign(medium, { status: "formatting", freeMB: 0 });
    host.journal.add("WARN", "storage", "formatting started");
    host.send({ type: "storage", storage: host.state.reportedStorage() });
    let percent = 0;
    this.progress(cmd, percent);
    const tick = () => {
      percent += FORMAT_STEP;
      this.progress(cmd, percent);
      if (percent < 100) return host.later(host.upgradeStepMs, tick);
      Object.assign(medium, { status: "normal", freeMB: medium.capacityMB });
      this.formatting = null;
      this.busy = false;
      host.journal.add("INFO", "storage", "formatting finished");
      host.send({ type: "storage", storage: host.state.reportedStorage() });
      this.answer(cmd, { ok: true, data: describe() });
    };
    host.later(host.upgradeStepMs, tick);
  }
}
