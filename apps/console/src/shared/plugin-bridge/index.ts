// The native video plugin bridge (spec §4 Plugin, §7 Plugin connection and installer, §9 Plugin).
// The live page's video layer swaps it in for the web runtime when `connect()` ends "loaded";
// otherwise the web runtime plays, silently.
export { createPluginBridge, type PluginBridge, type PluginBridgeOptions, type PluginStatus } from "./plugin-bridge";
export { PluginUnavailableError, type SocketFactory } from "./plugin-socket";
export { bundledPluginVersion, detectPluginPlatform, pluginInstallerUrl, pluginNeedsUpdate } from "./plugin-version";
export type { PluginRect } from "./plugin-window";
export { PluginChoice } from "./plugin-choice";
export { PluginNotice } from "./plugin-notice";
export { usePluginStatus } from "./use-plugin-status";
