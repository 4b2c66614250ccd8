import { openRtspStream } from "../rtsp/index.js";
import { siteDiscovery } from "../site/site-discovery.js";
import { siteOnvif } from "../site/site-onvif.js";
import { siteRecording } from "../site/site-recording.js";
import type { BridgeParts } from "./bridge-parts.js";

/** What `vms-bridge` runs with: the RTSP client, the site recording, ONVIF and discovery. */
export function defaultParts(): BridgeParts {
  return { openStream: openRtspStream, recording: siteRecording, onvif: siteOnvif, discover: siteDiscovery };
}
