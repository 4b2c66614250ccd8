import { PLUGIN_TIMING, PLUGIN_WS_URL, type CommandName, type ParamsOf, type PluginEvent, type PluginPlatform, type PluginResponse } from "@vms/plugin-protocol";
import { onPluginReset } from "@/shared/plugin";
import { PluginSocket, PluginUnavailableError, type SocketFactory, type SocketLike } from "./plugin-socket";
import { bundledPluginVersion, pluginNeedsUpdate } from "./plugin-version";
import { createPluginWindow, type PluginWindow } from "./plugin-window";

/** Spec §4 Plugin: unloaded or loaded ("idle" before the first look, "connecting" during it). */
export type PluginState = "idle" | "connecting" | "loaded" | "unloaded";

/** What the console knows about the native plugin. */
export interface PluginStatus {
  state: PluginState;
  /** Spec §4: a connection error (or an unanswered heartbeat) shows the not-responding notice. */
  notResponding: boolean;
  /** Spec §4/§5: the bundled version is newer than the installed one. */
  needUpdate: boolean;
  /** The installed version, once known. */
  version: string | null;
}

export interface PluginBridgeOptions {
  /** Spec §9 port 31853; tests inject their own peer's port. */
  port?: number;
  platform?: PluginPlatform;
  /** Defaults to the spec §9 version of the platform. */
  bundledVersion?: string;
  /** Opens the socket; the browser's WebSocket by default. */
  createSocket?: SocketFactory;
  heartbeatMs?: number;
  retryMax?: number;
  requestTimeoutMs?: number;
  sizeRetryMs?: number;
  overlayRestoreMs?: number;
  /** Logout resets the plugin state (spec §2/§4); on by default. */
  resetOnLogout?: boolean;
}

export interface PluginBridge extends PluginWindow {
  readonly status: PluginStatus;
  /** Looks for the plugin (one retry); resolves with the state it ends in, never rejects. */
  connect(): Promise<PluginStatus>;
  /** One XML `<request>` round trip; answers the `<response>` XML (the web runtime's signature). */
  send(xml: string): Promise<string>;
  /** A typed command, built and parsed with @vms/plugin-protocol. */
  command<C extends CommandName>(cmd: C, params: ParamsOf<C>): Promise<PluginResponse>;
  subscribe(listener: (status: PluginStatus) => void): () => void;
  onEvent(listener: (event: PluginEvent) => void): () => void;
  /** Spec §4 Session: logout stops every window and forgets the plugin. */
  reset(): void;
  close(): void;
}

const INITIAL: PluginStatus = { state: "idle", notResponding: false, needUpdate: false, version: null };

// The DOM typings declare the handlers with `this: WebSocket`; the shape is the same.
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/**
 * The native video plugin on ws://127.0.0.1:31853 (spec §4, §7, §9): looked for with one retry, a
 * heartbeat every 30 s, the not-responding notice, need-update, the window-size retry and the
 * transparent areas. Without a plugin it ends "unloaded" silently and the console uses the web runtime.
 */
export function createPluginBridge(options: PluginBridgeOptions = {}): PluginBridge {
  const platform = options.platform ?? "windows";
  const bundled = options.bundledVersion ?? bundledPluginVersion(platform);
  const url = options.port === undefined ? PLUGIN_WS_URL : `ws://127.0.0.1:${options.port}`;
  const createSocket = options.createSocket ?? browserSocket;
  const heartbeatMs = options.heartbeatMs ?? PLUGIN_TIMING.HEARTBEAT_MS;
  const retryMax = options.retryMax ?? PLUGIN_TIMING.RETRY_MAX;
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  let status = INITIAL;
  let socket: PluginSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let connecting: Promise<PluginStatus> | null = null;
  const statusListeners = new Set<(status: PluginStatus) => void>();
  const eventListeners = new Set<(event: PluginEvent) => void>();

  const update = (patch: Partial<PluginStatus>) => {
    status = { ...status, ...patch };
    for (const listener of statusListeners) listener(status);
  };
  const requireSocket = () => {
    if (!socket?.isOpen) throw new PluginUnavailableError("plugin not connected");
    return socket;
  };
  const pluginWindow = createPluginWindow({
    command: (cmd, params) => requireSocket().command(cmd, params),
    sizeRetryMs: options.sizeRetryMs ?? PLUGIN_TIMING.SIZE_RETRY_MS,
    overlayRestoreMs: options.overlayRestoreMs ?? PLUGIN_TIMING.OVERLAY_RESTORE_MS,
  });

  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };
  const beat = async () => {
    try {
      const answer = await requireSocket().command("heartbeat", {});
      if (answer.ok && status.notResponding) update({ notResponding: false });
    } catch {
      if (!status.notResponding) update({ notResponding: true });
    }
  };

  async function open(): Promise<PluginSocket | null> {
    for (let attempt = 0; attempt <= retryMax; attempt++) {
      try {
        return await PluginSocket.open(createSocket, url, (event) => eventListeners.forEach((l) => l(event)), timeoutMs);
      } catch {
        // Spec §7: retry max 1; a missing plugin is not an error the user sees.
      }
    }
    return null;
  }

  async function look(): Promise<PluginStatus> {
    update({ state: "connecting", notResponding: false });
    const opened = await open();
    if (!opened) {
      update({ state: "unloaded" });
      return status;
    }
    socket = opened;
    opened.onClosed(() => {
      socket = null;
      stopHeartbeat();
      pluginWindow.cancel();
      update({ state: "unloaded", notResponding: true });
    });
    // An old plugin without getOCXVersion, or one that fails it, counts as unknown: it needs the update.
    const version = await opened
      .command("getOCXVersion", {})
      .then((answer) => (answer.ok && answer.cmd === "getOCXVersion" ? answer.data.version : null))
      .catch(() => null);
    update({ state: "loaded", version, needUpdate: pluginNeedsUpdate(version, bundled) });
    heartbeat = setInterval(() => void beat(), heartbeatMs);
    return status;
  }

  const unregisterReset = options.resetOnLogout === false ? () => {} : onPluginReset(() => bridge.reset());

  const bridge: PluginBridge = {
    ...pluginWindow,
    get status() {
      return status;
    },
    connect() {
      if (status.state === "loaded") return Promise.resolve(status);
      connecting ??= look().finally(() => (connecting = null));
      return connecting;
    },
    send: (xml) => (socket ? socket.send(xml) : Promise.reject(new PluginUnavailableError("plugin not connected"))),
    command: async (cmd, params) => requireSocket().command(cmd, params),
    subscribe(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    reset() {
      const current = socket;
      pluginWindow.cancel();
      stopHeartbeat();
      socket = null;
      current?.onClosed(() => {});
      if (current?.isOpen) {
        // Best effort: the windows stop before the socket closes; a plugin that does not answer is dropped anyway.
        void current.command("stop", {}).catch(() => undefined).finally(() => current.close());
      }
      update(INITIAL);
    },
    close() {
      unregisterReset();
      bridge.reset();
      statusListeners.clear();
      eventListeners.clear();
    },
  };
  return bridge;
}

