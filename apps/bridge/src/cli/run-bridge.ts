import { readFile } from "node:fs/promises";
import { resolveCameras, toCameraSource, type BridgeCamera } from "../config/bridge-cameras.js";
import { ConfigError, loadBridgeConfig } from "../config/bridge-config.js";
import { watchConfigFile } from "../config/config-watch.js";
import { DataFolder } from "../config/data-folder.js";
import type { BackoffRange } from "../device/backoff.js";
import { BridgeDevice } from "../device/bridge-device.js";
import { ClosedChannels } from "../device/closed-channels.js";
import { DeviceLog } from "../device/device-log.js";
import { DeviceSettings } from "../device/device-settings.js";
import { CameraHub } from "../media/camera-hub.js";
import type { BridgeParts } from "./bridge-parts.js";

export interface RunOptions {
  gatewayUrl: string;
  config: string;
  data: string;
  /** One line of the bridge's terminal output. */
  print: (line: string) => void;
  backoff?: BackoffRange | undefined;
  /** Config reload debounce (tests). */
  reloadDebounceMs?: number | undefined;
  keepAliveSec?: number | undefined;
}

/** A running bridge. */
export interface RunningBridge {
  readonly device: BridgeDevice;
  readonly hub: CameraHub;
  /** Settles after each config reload attempt (tests wait on it). */
  onReload(listener: (outcome: { ok: true; cameras: number } | { ok: false; error: string }) => void): () => void;
  stop(): Promise<void>;
}

/** The bridge's version, from its package.json (src/cli and dist/cli are both two levels down). */
export async function bridgeVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

/**
 * Starts the bridge: reads the config and the data folder (throws ConfigError for a bad config),
 * prints the SN and security code, connects to the cloud, and follows the config file.
 */
export async function runBridge(options: RunOptions, parts: BridgeParts): Promise<RunningBridge> {
  const config = await loadBridgeConfig(options.config);
  const data = new DataFolder(options.data);
  await data.ensure();
  const identity = await data.identity();
  const cameras = await resolveCameras(config, data);
  const log = new DeviceLog(options.print);
  options.print(`SN: ${identity.sn}`);
  options.print(`Security code: ${identity.securityCode}`);
  const hub = new CameraHub({ openStream: parts.openStream, backoff: options.backoff });
  hub.setCameras(cameras.map(toCameraSource));
  let emit = (_event: Parameters<BridgeDevice["emitEvent"]>[0]): void => undefined;
  let capabilitiesChanged = (): void => undefined;
  const recording = parts.recording?.({ hub, dataDir: data.dir, limits: config.recording, cameras });
  const onvif = parts.onvif?.({
    cameras,
    emit: (event) => emit(event),
    dataDir: data.dir,
    markEvent: (chlIndex, wallMs, type) => recording?.markEvent(chlIndex, wallMs, type),
    capabilitiesChanged: () => capabilitiesChanged(),
  });
  const device = new BridgeDevice({
    gatewayUrl: options.gatewayUrl,
    identity,
    data,
    settings: await DeviceSettings.load(data),
    log,
    version: await bridgeVersion(),
    hub,
    cameras,
    closedChannels: await ClosedChannels.load(data),
    recording,
    ptz: onvif?.ptz,
    capabilities: onvif?.capabilities,
    backoff: options.backoff,
    keepAliveSec: options.keepAliveSec,
  });
  emit = (event) => device.emitEvent(event);
  capabilitiesChanged = () => device.capabilitiesChanged();
  log.add("INFO", "system", `${cameras.length} camera(s): ${cameras.map((c) => `CH${c.chlIndex} ${c.name}`).join(", ") || "none"}; connecting to ${options.gatewayUrl}`);
  device.start();

  const reloadListeners = new Set<Parameters<RunningBridge["onReload"]>[0]>();
  const reload = async () => {
    let next: BridgeCamera[];
    try {
      next = await resolveCameras(await loadBridgeConfig(options.config), data);
    } catch (err) {
      const error = err instanceof ConfigError ? err.message : `config reload failed: ${String(err)}`;
      log.add("ERROR", "config", `${error} (keeping the cameras as they were)`);
      for (const listener of reloadListeners) listener({ ok: false, error });
      return;
    }
    log.add("INFO", "config", `config reloaded: ${next.length} camera(s)`);
    device.setCameras(next);
    onvif?.setCameras?.(next);
    recording?.setCameras?.(next);
    for (const listener of reloadListeners) listener({ ok: true, cameras: next.length });
  };
  const unwatch = watchConfigFile(options.config, () => void reload(), options.reloadDebounceMs);

  return {
    device,
    hub,
    onReload: (listener) => {
      reloadListeners.add(listener);
      return () => reloadListeners.delete(listener);
    },
    stop: async () => {
      unwatch();
      await device.stop();
      await Promise.all([onvif?.close?.(), recording?.close?.()]);
    },
  };
}
