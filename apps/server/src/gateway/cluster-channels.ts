import { createHash } from "node:crypto";
import type { DeviceCommandName, HelloFrame } from "@vms/api-client";

// What the instances' gateways tell each other over the instance bus (decision 0039).

/** Devices going online (with their hello) or offline on the publishing instance. */
export const PRESENCE_CHANNEL = "gw.presence";

export type Presence = { kind: "online"; sn: string; report: HelloFrame } | { kind: "offline"; sn: string };

/** A command for a device held by the instance the channel names. */
export interface CommandRequest {
  id: string;
  /** The asking instance: replies go to its `replyChannel`. */
  replyTo: string;
  sn: string;
  name: DeviceCommandName;
  params: Record<string, unknown>;
  timeoutMs?: number | undefined;
  /** The caller follows progress (upgrade, format). */
  progress: boolean;
}

/** The holder's answers: taken in hand, progress, then the device's result or the gateway's error code. */
export type CommandReply =
  | { id: string; kind: "ack" }
  | { id: string; kind: "progress"; percent: number }
  | { id: string; kind: "result"; code: number; data: unknown }
  | { id: string; kind: "error"; code: number };

/** An instance id as a bus channel token (ids such as `host:8080` with capitals are hashed). */
function token(instanceId: string): string {
  return /^[a-z0-9][a-z0-9_:-]{0,39}$/.test(instanceId) ? instanceId : createHash("sha256").update(instanceId).digest("hex").slice(0, 24);
}

export const commandChannel = (instanceId: string) => `gw.cmd.${token(instanceId)}`;
export const replyChannel = (instanceId: string) => `gw.reply.${token(instanceId)}`;
