#!/usr/bin/env node
// The site bridge's command (docs/bridge.md). Filled in by the bridge's CLI slice.
console.log("vms-bridge: not yet runnable");
