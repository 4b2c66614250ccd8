import type { DiscoverCameras } from "../cli/bridge-parts.js";
import { addCamerasToConfig } from "../onvif/discovery-config.js";
import { discover } from "../onvif/onvif-discovery.js";

/** `vms-bridge discover`: ONVIF cameras on the LAN (WS-Discovery), printed, and written into a config when asked. */
export const siteDiscovery: DiscoverCameras = async ({ writeConfig, print }) => {
  print("Looking for ONVIF cameras on the local network (WS-Discovery)…");
  const username = process.env["VMS_BRIDGE_CAMERA_USER"];
  const password = process.env["VMS_BRIDGE_CAMERA_PASSWORD"];
  const cameras = await discover({ timeoutMs: 5_000, ...(username ? { username } : {}), ...(password ? { password } : {}) });
  if (cameras.length === 0) print("No camera answered.");
  for (const camera of cameras) {
    print(`${camera.address}  ${camera.maker} ${camera.model}${camera.error ? `  (${camera.error})` : ""}`);
    for (const p of camera.profiles) print(`  ${p.name}: ${p.encoding} ${p.width}x${p.height}  ${p.streamUri}${p.snapshotUri ? `  snapshot ${p.snapshotUri}` : ""}`);
  }
  if (!writeConfig) return;
  const update = await addCamerasToConfig(writeConfig, cameras, { username, password });
  print(`${writeConfig}: ${update.added.length} added, ${update.present.length} already there, ${update.skipped.length} without a stream address`);
};
