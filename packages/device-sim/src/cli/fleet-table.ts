import { DEV_TYPE_NAMES } from "@vms/api-client";
import type { SimDevice } from "../descriptors.js";

/** "IPC (PTZ)", "NVR" … */
export function typeLabel(device: Pick<SimDevice, "devType" | "variant">): string {
  const name = DEV_TYPE_NAMES[device.devType];
  return device.variant ? `${name} (${device.variant === "ptz" ? "PTZ" : "fixed"})` : name;
}

/** The fleet as an aligned text table: what a person needs to bind the devices in the console. */
export function fleetTable(devices: readonly SimDevice[]): string {
  const header = ["#", "SN", "Security code", "Type", "Model", "Channels", "Firmware"];
  const rows = devices.map((d, i) => [String(i + 1), d.sn, d.securityCode, typeLabel(d), d.model, String(d.channels.length), d.firmwareVersion]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
