// Hooks around the local video plugin that the session layer needs before the plugin exists.
export { onPluginReset, resetPluginState } from "./plugin-state";
