import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { requiredMessage } from "@/shared/lib/form-messages";
import type { ConfigValueOf } from "../api/get-device-config";

export type NetworkConfig = ConfigValueOf<"network">;
export type NetworkField = "ip" | "mask" | "gateway" | "dns1" | "dns2";
export type NetworkErrors = Partial<Record<NetworkField, MessageDescriptor>>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** Spec §7 network configuration: an IPv4 address in dotted form. */
export const ipv4Message: MessageDescriptor = msg`Enter an IPv4 address, e.g. 192.168.1.10.`;
export const maskMessage: MessageDescriptor = msg`Enter a subnet mask, e.g. 255.255.255.0.`;

/** True for a dotted IPv4 address (0-255 each, no leading junk). */
export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

/** True for a contiguous subnet mask (ones then zeros). */
export function isSubnetMask(text: string): boolean {
  if (!isIpv4(text)) return false;
  const bits = text.split(".").reduce((n, part) => n * 256 + Number(part), 0);
  const inverted = 0xffffffff - bits;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
}

/**
 * Validates the static address fields. With DHCP the device takes its address itself, so the
 * fields are not checked; DNS 2 may stay empty.
 */
export function validateNetwork(value: NetworkConfig): NetworkErrors {
  if (value.dhcp) return {};
  const errors: NetworkErrors = {};
  for (const field of ["ip", "gateway", "dns1"] as const) {
    if (!value[field].trim()) errors[field] = requiredMessage;
    else if (!isIpv4(value[field].trim())) errors[field] = ipv4Message;
  }
  if (!value.mask.trim()) errors.mask = requiredMessage;
  else if (!isSubnetMask(value.mask.trim())) errors.mask = maskMessage;
  if (value.dns2.trim() && !isIpv4(value.dns2.trim())) errors.dns2 = ipv4Message;
  return errors;
}

/** The values to write: the address fields trimmed. */
export function trimNetwork(value: NetworkConfig): NetworkConfig {
  return { ...value, ip: value.ip.trim(), mask: value.mask.trim(), gateway: value.gateway.trim(), dns1: value.dns1.trim(), dns2: value.dns2.trim() };
}
